import { demoBrands, demoCategories, productLines, type BrandKey } from './auto-parts.catalogue.ts';
import { fitmentLabels, type FitmentGroup } from './auto-parts.vehicles.ts';
import { demoRandom, ean13, money } from './demo-values.ts';

/** One generated product of the trading company, before it has ids. */
export interface DemoProduct {
  code: string;
  name: string;
  spec: string;
  barcode: string;
  oe_code: string;
  category: string;
  /** The product line (前刹车片, 机油滤清器 …). */
  line: string;
  brand: BrandKey;
  unit: string;
  purchase_price: string;
  sale_price: string;
  min_stock: string;
  max_stock: string;
  serial_tracking: number;
  group?: FitmentGroup;
}

/** OE (original equipment) numbers of the oil filters, as a parts counter quotes them. */
const oilFilterOe: Partial<Record<FitmentGroup, string>> = {
  vwSmall: '04E 115 561 H', vwEa888: '06L 115 562 B', toyotaSmall: '90915-YZZN1', toyotaLarge: '90915-YZZD4', honda15t: '15400-RTA-003',
  hondaSmall: '15400-RBA-F01', nissan: '15208-65F0E', buick: '55594651', fordHyundai: '26300-35505', bmw: '11 42 8 575 211',
};

const categoryCode = new Map(demoCategories.flatMap((c) => c.children));
const asciiPart = (part: string) => (/^[\x20-\x7e]+$/.test(part) ? part.replace(/[\s./+]/g, '') : '');

/**
 * Every product line × brand × fitment group (or variant) as a product with a SKU built from the brand's part
 * number, an EAN-13 barcode on the brand's prefix and prices marked up 35-60 %. Deterministic: the same catalogue
 * on every seed, so screenshots and tests can rely on it.
 */
export function autoPartsProducts(): DemoProduct[] {
  const random = demoRandom(20240601);
  const perBrand = new Map<BrandKey, number>();
  const codes = new Set<string>();
  const products: DemoProduct[] = [];
  for (const line of productLines) {
    const targets: Array<{ group?: FitmentGroup; variant?: string }> = Array.isArray(line.fits)
      ? line.fits.map((group) => ({ group }))
      : line.fits.variants.map((variant) => ({ variant }));
    for (const [brandKey, partOf] of line.brands) {
      const brand = demoBrands[brandKey];
      targets.forEach((target, n) => {
        const part = partOf(n);
        const seq = (perBrand.get(brandKey) ?? 0) + 1;
        perBrand.set(brandKey, seq);
        const code = `${brand.sku}-${asciiPart(part) || `${categoryCode.get(line.category)}${String(seq).padStart(3, '0')}`}`;
        if (codes.has(code)) throw new Error(`demo catalogue: SKU ${code} twice`);
        codes.add(code);
        const purchase = Math.round(line.price[0] + random() * (line.price[1] - line.price[0]));
        const sale = Math.round(purchase * (1.35 + random() * 0.25) * 2) / 2;
        products.push({
          code,
          name: target.group ? `${brand.short}${line.name}（${fitmentLabels[target.group]}）` : `${brand.short}${line.name} ${target.variant}`,
          spec: part,
          barcode: ean13(`${brand.ean}${String(10000 + seq * 37).slice(-5)}`),
          oe_code: line.category === '机油滤清器' && target.group ? oilFilterOe[target.group] ?? '' : '',
          category: line.category,
          line: line.name,
          brand: brandKey,
          unit: line.unit,
          purchase_price: money(purchase),
          sale_price: money(sale),
          min_stock: money(line.stock[0]),
          max_stock: money(line.stock[1]),
          serial_tracking: line.serial ? 1 : 0,
          group: target.group,
        });
      });
    }
  }
  return products;
}
