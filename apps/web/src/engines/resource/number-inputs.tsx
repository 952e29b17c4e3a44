import { DatePicker, Input } from 'antd';
import dayjs from 'dayjs';
import { checkNumericInput, type DecimalPlaces } from '@zf/shared';

/** SPEC §5: up to 10 integer digits. */
const integerDigits = 10;

/** What may stand in a decimal editor while typing: a prefix of a valid value ('12.' included). */
export const decimalTyping = (places: DecimalPlaces) => new RegExp(`^\\d{0,${integerDigits}}(\\.\\d{0,${places}})?$`);

/** The integer editor's filter (SPEC §5 numeric input filter with zero decimals, 0 to 9,999,999,999). */
export const integerTyping = (v: string): boolean => v === '' || checkNumericInput(v, { decimals: 0, min: 0, max: 9_999_999_999 }) === null;

interface TextValueProps {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  placeholder?: string;
}

/**
 * Decimal editor (amounts 2, quantities 4, prices and rates 6 places): keystrokes that would leave the pattern are
 * refused, so a user never types a value the server would reject for its shape; '12.' is tidied to '12' on leave.
 */
export function DecimalInput({ places, value, onChange, id, placeholder }: TextValueProps & { places: DecimalPlaces }) {
  const pattern = decimalTyping(places);
  return (
    <Input
      id={id}
      inputMode="decimal"
      value={value ?? ''}
      placeholder={placeholder}
      onChange={(e) => pattern.test(e.target.value) && onChange?.(e.target.value)}
      onBlur={() => value?.endsWith('.') && onChange?.(value.slice(0, -1))}
      style={{ textAlign: 'right' }}
    />
  );
}

/** Integer editor: digits only, at most 9,999,999,999 (SPEC §5 generic number editor). */
export function IntegerInput({ value, onChange, id, placeholder }: TextValueProps) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      value={value ?? ''}
      placeholder={placeholder}
      onChange={(e) => integerTyping(e.target.value) && onChange?.(e.target.value)}
      style={{ textAlign: 'right' }}
    />
  );
}

/** A business date stored as YYYY-MM-DD (ARCHITECTURE §3), edited with the date picker. */
export function DateInput({ value, onChange, id }: { value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
      style={{ width: '100%' }}
    />
  );
}
