/**
 * The partners, organisation and warehouse data of the two demo enterprises: plain rows the seeder inserts in
 * batches. Names, people and addresses are made up but read like a Yangtze-delta auto-parts trade.
 */
export interface DemoPartner { name: string; category: string; contact: string; mobile: string; phone?: string; address: string }
export interface DemoStaff { name: string; phone: string; sex: 1 | 2; department: string; position: string }
export interface DemoWarehouse { name: string; code: string; contact: string; phone: string; address: string; areas: string[]; rows: number; levels: number }

export interface DemoOrg {
  customerCategories: string[];
  supplierCategories: string[];
  customers: DemoPartner[];
  suppliers: DemoPartner[];
  /** Root departments with their sub-departments. */
  departments: Array<{ name: string; code: string; children?: string[] }>;
  positions: string[];
  staff: DemoStaff[];
  /** The first is the existing default warehouse, renamed. */
  warehouses: DemoWarehouse[];
  workAddresses: Array<{ name: string; address: string; contact: string; phone: string }>;
}

export const tradingOrg: DemoOrg = {
  customerCategories: ['修理厂', '4S店', '车队', '同行批发'],
  supplierCategories: ['配件经销商', '品牌代理', '制动与滤清器厂家', '油品化工'],
  customers: [
    { name: '上海宏达汽车修理厂', category: '修理厂', contact: '王建国', mobile: '13916582341', phone: '021-64183320', address: '上海市闵行区七莘路1885号' },
    { name: '杭州顺通汽车维修有限公司', category: '修理厂', contact: '陈志强', mobile: '13858127745', phone: '0571-88217605', address: '杭州市拱墅区莫干山路1120号' },
    { name: '苏州驰诚汽修服务中心', category: '修理厂', contact: '刘伟', mobile: '13962183364', address: '苏州市吴中区宝带东路388号' },
    { name: '南京安驰汽车修理有限公司', category: '修理厂', contact: '赵海涛', mobile: '13813986652', phone: '025-52107788', address: '南京市江宁区天元中路96号' },
    { name: '无锡途安快修连锁梁溪店', category: '修理厂', contact: '孙立军', mobile: '13706176423', address: '无锡市梁溪区广益路280号' },
    { name: '上海申宏丰田汽车销售服务有限公司', category: '4S店', contact: '周敏', mobile: '13761820937', phone: '021-58925566', address: '上海市浦东新区川沙路5566号' },
    { name: '杭州中驰大众汽车销售服务有限公司', category: '4S店', contact: '吴磊', mobile: '13735548290', phone: '0571-82736600', address: '杭州市萧山区市心北路2188号' },
    { name: '宁波东远本田汽车销售服务有限公司', category: '4S店', contact: '郑丽', mobile: '13957421308', phone: '0574-88151899', address: '宁波市鄞州区天童南路899号' },
    { name: '上海通捷物流有限公司', category: '车队', contact: '冯涛', mobile: '13601875526', address: '上海市宝山区蕴川路3018号' },
    { name: '江苏顺畅出租汽车有限公司', category: '车队', contact: '朱斌', mobile: '13951762249', phone: '025-84460017', address: '南京市秦淮区应天大街588号' },
    { name: '苏州城运客运有限公司', category: '车队', contact: '何俊', mobile: '13606206871', address: '苏州市姑苏区西环路1008号' },
    { name: '常州汇丰汽配商行', category: '同行批发', contact: '许静', mobile: '13915018736', address: '常州市天宁区中吴大道688号' },
  ],
  suppliers: [
    { name: '广州骏达汽车配件有限公司', category: '配件经销商', contact: '黄志明', mobile: '13802431156', phone: '020-86321478', address: '广州市白云区机场路1963号' },
    { name: '上海锦程汽配贸易有限公司', category: '配件经销商', contact: '林晓东', mobile: '13817759602', phone: '021-62657781', address: '上海市普陀区真北路1788号' },
    { name: '瑞安市联合汽车零部件有限公司', category: '配件经销商', contact: '潘国庆', mobile: '13857712408', address: '瑞安市塘下镇罗凤大道215号' },
    { name: '湖南湘运汽配有限公司', category: '配件经销商', contact: '邓勇', mobile: '13974812265', address: '长沙市雨花区环保中路汽配城B区12号' },
    { name: '北京中联汽车配件有限公司', category: '配件经销商', contact: '高峰', mobile: '13911647730', phone: '010-83751160', address: '北京市丰台区南四环西路128号' },
    { name: '天津海锐轮胎贸易有限公司', category: '配件经销商', contact: '梁宇', mobile: '13821947263', address: '天津市东丽区津塘公路888号' },
    { name: '上海博锐汽车零部件销售有限公司', category: '品牌代理', contact: '曹健', mobile: '13918265577', phone: '021-50461288', address: '上海市浦东新区金桥路1399号' },
    { name: '济南鲁通汽车电器有限公司', category: '品牌代理', contact: '唐明', mobile: '15305318872', address: '济南市槐荫区经十路22799号' },
    { name: '台州恒驰制动系统有限公司', category: '制动与滤清器厂家', contact: '蒋海', mobile: '13906568830', phone: '0576-82453306', address: '台州市路桥区金清大道88号' },
    { name: '南京滤康汽车滤清器有限公司', category: '制动与滤清器厂家', contact: '马丽', mobile: '13770638841', address: '南京市浦口区浦珠中路62号' },
    { name: '上海润通油品有限公司', category: '油品化工', contact: '罗斌', mobile: '13641937750', phone: '021-56772190', address: '上海市嘉定区曹安公路4568号' },
    { name: '义乌车饰达汽车用品有限公司', category: '油品化工', contact: '宋佳', mobile: '13757981164', address: '义乌市稠江街道杨村路300号' },
  ],
  departments: [
    { name: '总经办', code: 'D01' },
    { name: '销售部', code: 'D02', children: ['销售一部', '销售二部'] },
    { name: '采购部', code: 'D03' },
    { name: '仓储部', code: 'D04' },
    { name: '财务部', code: 'D05' },
  ],
  positions: ['总经理', '销售经理', '销售员', '采购员', '仓管员', '会计', '出纳'],
  staff: [
    { name: '李娜', phone: '13800001001', sex: 2, department: '销售部', position: '销售经理' },
    { name: '张伟', phone: '13800001002', sex: 1, department: '销售一部', position: '销售员' },
    { name: '周杰', phone: '13800001003', sex: 1, department: '销售二部', position: '销售员' },
    { name: '王强', phone: '13800001004', sex: 1, department: '采购部', position: '采购员' },
    { name: '刘洋', phone: '13800001005', sex: 1, department: '仓储部', position: '仓管员' },
    { name: '陈静', phone: '13800001006', sex: 2, department: '财务部', position: '会计' },
    { name: '杨帆', phone: '13800001007', sex: 2, department: '财务部', position: '出纳' },
  ],
  warehouses: [
    { name: '上海总仓', code: 'CK001', contact: '刘洋', phone: '021-64188801', address: '上海市闵行区莘庄工业区申富路588号', areas: ['A', 'B', 'C'], rows: 3, levels: 3 },
    { name: '苏州分仓', code: 'CK002', contact: '钱国栋', phone: '0512-65281120', address: '苏州市相城区太阳路2288号', areas: ['A', 'B'], rows: 3, levels: 2 },
    { name: '杭州分仓', code: 'CK003', contact: '沈浩', phone: '0571-86970315', address: '杭州市余杭区临平大道602号', areas: ['A', 'B'], rows: 2, levels: 3 },
  ],
  workAddresses: [
    { name: '上海总部', address: '上海市闵行区申富路588号3楼', contact: '李娜', phone: '021-64188800' },
    { name: '苏州办事处', address: '苏州市相城区太阳路2288号', contact: '钱国栋', phone: '0512-65281120' },
  ],
};

export const manufacturerOrg: DemoOrg = {
  customerCategories: ['设备厂', '经销商'],
  supplierCategories: ['钢材', '标准件', '辅料'],
  customers: [
    { name: '常州恒力机械有限公司', category: '设备厂', contact: '顾晓峰', mobile: '13861248870', address: '常州市武进区湖塘镇人民路18号' },
    { name: '无锡精诚自动化设备有限公司', category: '设备厂', contact: '华敏', mobile: '13771561234', address: '无锡市新吴区长江路21号' },
    { name: '宁波海天液压件有限公司', category: '设备厂', contact: '应超', mobile: '13805847712', address: '宁波市北仑区明州路99号' },
    { name: '温州东方五金贸易商行', category: '经销商', contact: '叶成', mobile: '13957769921', address: '温州市鹿城区黎明西路178号' },
    { name: '合肥华工机电设备有限公司', category: '经销商', contact: '汪涛', mobile: '13956037741', address: '合肥市蜀山区望江西路520号' },
  ],
  suppliers: [
    { name: '上海宝钢钢材加工配送有限公司', category: '钢材', contact: '杜明', mobile: '13901625584', address: '上海市宝山区富锦路885号' },
    { name: '江阴兴澄特钢贸易有限公司', category: '钢材', contact: '缪军', mobile: '13921295563', address: '江阴市滨江东路297号' },
    { name: '宁波紧固件五金有限公司', category: '标准件', contact: '胡斌', mobile: '13857418826', address: '宁波市镇海区骆驼街道金华路66号' },
    { name: '无锡洛轴轴承销售有限公司', category: '标准件', contact: '陆平', mobile: '13606183352', address: '无锡市惠山区堰桥路38号' },
    { name: '苏州华润工业油品有限公司', category: '辅料', contact: '邹燕', mobile: '13862063395', address: '苏州市工业园区星湖街328号' },
  ],
  departments: [
    { name: '总经办', code: 'D01' },
    { name: '生产部', code: 'D02', children: ['机加车间', '装配车间'] },
    { name: '采购部', code: 'D03' },
    { name: '销售部', code: 'D04' },
    { name: '仓储部', code: 'D05' },
    { name: '财务部', code: 'D06' },
  ],
  positions: ['厂长', '车间主任', '操作工', '采购员', '销售员', '仓管员', '会计'],
  staff: [
    { name: '赵刚', phone: '13800002001', sex: 1, department: '生产部', position: '车间主任' },
    { name: '孙丽', phone: '13800002002', sex: 2, department: '采购部', position: '采购员' },
    { name: '钱磊', phone: '13800002003', sex: 1, department: '仓储部', position: '仓管员' },
    { name: '吴芳', phone: '13800002004', sex: 2, department: '财务部', position: '会计' },
  ],
  warehouses: [
    { name: '原材料仓', code: 'CK001', contact: '钱磊', phone: '0519-86521100', address: '常州市武进区礼嘉镇工业园8号', areas: ['A', 'B'], rows: 2, levels: 3 },
    { name: '半成品仓', code: 'CK002', contact: '钱磊', phone: '0519-86521101', address: '常州市武进区礼嘉镇工业园8号', areas: ['A'], rows: 2, levels: 2 },
    { name: '成品仓', code: 'CK003', contact: '钱磊', phone: '0519-86521102', address: '常州市武进区礼嘉镇工业园8号', areas: ['A', 'B'], rows: 2, levels: 2 },
  ],
  workAddresses: [{ name: '工厂', address: '常州市武进区礼嘉镇工业园8号', contact: '赵刚', phone: '0519-86521088' }],
};

export const logisticsCompanies = [
  { name: '顺丰速运', code: 'SF', phone: '95338', website: 'https://www.sf-express.com' },
  { name: '德邦物流', code: 'DBL', phone: '95353', website: 'https://www.deppon.com' },
  { name: '中通快运', code: 'ZTKY', phone: '95311', website: 'https://www.zto56.com' },
  { name: '安能物流', code: 'ANE', phone: '4001-000-000', website: 'https://www.ane56.com' },
  { name: '京东物流', code: 'JD', phone: '950616', website: 'https://www.jdl.com' },
];

export const currencies = [
  { code: 'USD', name: '美元', symbol: '$', rate: '7.120000' },
  { code: 'EUR', name: '欧元', symbol: '€', rate: '7.750000' },
  { code: 'HKD', name: '港币', symbol: 'HK$', rate: '0.910000' },
  { code: 'JPY', name: '日元', symbol: '¥', rate: '0.048000' },
];

export const settlementAccounts = [
  { name: '现金', account_type: 1, bank_name: '', account_number: '', opening_balance: '5000.00' },
  { name: '工商银行基本户', account_type: 2, bank_name: '中国工商银行上海闵行支行', account_number: '1001 2345 0900 6789 012', opening_balance: '268500.00' },
  { name: '招商银行一般户', account_type: 2, bank_name: '招商银行上海莘庄支行', account_number: '1219 0876 5410 201', opening_balance: '86320.50' },
  { name: '微信收款', account_type: 3, bank_name: '', account_number: '', opening_balance: '0.00' },
  { name: '支付宝收款', account_type: 3, bank_name: '', account_number: '', opening_balance: '0.00' },
];

/** Expense categories (direction 1 expense, 2 income) with their projects. */
export const expenses = [
  { name: '运输费用', direction: 1, projects: ['快递费', '物流运费'] },
  { name: '办公费用', direction: 1, projects: ['办公用品', '通讯费'] },
  { name: '房租水电', direction: 1, projects: ['仓库租金', '水电费'] },
  { name: '人工费用', direction: 1, projects: ['员工工资', '社保公积金'] },
  { name: '其他收入', direction: 2, projects: ['废品回收收入', '返利收入'] },
];
