-- The shipped print template 送货单(无价格) (issue 20): a sale bill's delivery note without prices, amounts or
-- capitals, for the enterprises that existed before it shipped (new ones get it from seedEnterpriseDefaults, from
-- packages/shared print-template.ts noPriceDeliveryNote — this is that layout as of this migration). Never a default;
-- an enterprise that already has a template of that name keeps its own.
INSERT INTO print_template (enterprise_id, kind, name, is_default, paper, layout, create_time, update_time)
SELECT e.id, 'sale-bills', '送货单(无价格)', FALSE,
  '{"size":"241x140","orientation":"landscape","margins":{"top":10,"right":10,"bottom":10,"left":10}}'::jsonb,
  '{"version":1,"title":{"zh":"送货单","en":"Delivery note"},"header":[{"field":"bill_sn","label":{"zh":"单据编号","en":"Bill no."},"width":1},{"field":"bill_date","label":{"zh":"单据日期","en":"Bill date"},"width":1},{"field":"partner","label":{"zh":"","en":""},"width":2},{"field":"store","label":{"zh":"仓库","en":"Warehouse"},"width":1},{"field":"principal","label":{"zh":"经手人","en":"Handled by"},"width":1},{"field":"remark","label":{"zh":"备注","en":"Remark"},"width":2}],"columns":[{"field":"no","label":{"zh":"序号","en":"#"},"width":6},{"field":"code","label":{"zh":"商品编码","en":"Product code"},"width":16},{"field":"name","label":{"zh":"商品名称","en":"Product name"},"width":30},{"field":"spec","label":{"zh":"规格","en":"Spec"},"width":14},{"field":"unit","label":{"zh":"单位","en":"Unit"},"width":8},{"field":"number","label":{"zh":"数量","en":"Quantity"},"width":12},{"field":"remark","label":{"zh":"备注","en":"Remark"},"width":14}],"totals":true,"capitals":false,"logo":{"show":false,"url":""},"code":"none","texts":[],"signatures":[{"zh":"制单","en":"Prepared by"},{"zh":"经手人","en":"Handled by"},{"zh":"收货人","en":"Received by"}]}'::jsonb,
  extract(epoch FROM now())::bigint, extract(epoch FROM now())::bigint
FROM enterprise e
ON CONFLICT (enterprise_id, kind, name) DO NOTHING;
