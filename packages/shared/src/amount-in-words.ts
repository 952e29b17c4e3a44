import { Decimal, type DecimalInput } from './money.ts';

const digits = '零壹贰叁肆伍陆柒捌玖';
const places = ['', '拾', '佰', '仟'];
const groups = ['', '万', '亿', '万亿'];

/** One group of four digits (1–9999) in capitals: inner zeros read once (1010 → 壹仟零壹拾), trailing zeros not at all. */
function groupText(n: number): string {
  let out = '';
  let zero = false;
  for (let p = 3; p >= 0; p -= 1) {
    const d = Math.floor(n / 10 ** p) % 10;
    if (d === 0) {
      zero = out !== '';
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += digits.charAt(d) + places[p]!;
  }
  return out;
}

/**
 * 人民币大写 as an accountant writes it on a bill (中国人民银行《支付结算办法》): 123.45 → 壹佰贰拾叁元肆角伍分,
 * 100 → 壹佰元整, 1005.07 → 壹仟零伍元零柒分, 100010 → 壹拾万零壹拾元整; rounded half-up to the fen first; a
 * negative amount is prefixed 负. Amounts up to 9999 万亿 (16 integer digits).
 */
export function amountInWords(value: DecimalInput): string {
  const v = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (v.isZero()) return '零元整';
  const negative = v.isNegative();
  const [intText = '0', fracText = '00'] = v.abs().toFixed(2).split('.');
  if (intText.length > 16) throw new RangeError(`amountInWords: ${intText} is beyond 万亿`);
  let yuan = '';
  let pendingZero = false;
  const groupCount = Math.ceil(intText.length / 4);
  for (let g = groupCount - 1; g >= 0; g -= 1) {
    const end = intText.length - g * 4;
    const n = Number(intText.slice(Math.max(0, end - 4), end));
    if (n === 0) {
      pendingZero = yuan !== '';
      continue;
    }
    if (yuan !== '' && (pendingZero || n < 1000)) yuan += '零';
    pendingZero = false;
    // 10^12 is 万亿; 9999 9999 0000 0000 reads 玖仟…万玖仟…亿, the 万 carried by the 亿 that follows.
    const carried = g === 3 && Number(intText.slice(Math.max(0, end), end + 4)) !== 0;
    yuan += groupText(n) + (carried ? '万' : groups[g]);
  }
  const jiao = Number(fracText[0]);
  const fen = Number(fracText[1]);
  let text = yuan ? `${yuan}元` : '';
  if (jiao === 0 && fen === 0) text += '整';
  else {
    if (jiao > 0) text += `${digits.charAt(jiao)}角`;
    if (fen > 0) text += `${jiao === 0 && yuan ? '零' : ''}${digits.charAt(fen)}分`;
  }
  return (negative ? '负' : '') + text;
}
