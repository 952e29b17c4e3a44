import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface LookupOption { value: string | number; label: string; hint?: string }

/**
 * A grid cell that finds a record as you type (an account by code, name or pinyin initials; a partner by name):
 * ↑/↓ choose, Enter or Tab takes the highlighted one and moves on, Esc gives the old value back. Keyboard only —
 * the list never needs the mouse, though a click takes an option too.
 */
export function LookupCell(props: {
  id: string;
  display: string;
  placeholder?: string;
  disabled?: boolean;
  search: (text: string) => LookupOption[] | Promise<LookupOption[]>;
  onPick: (option: LookupOption) => void;
  /** Enter or Tab without a new pick (dir 1), Shift+Tab (dir -1): the editor moves the focus. After a pick, onPick moves it. */
  onMove: (dir: 1 | -1) => void;
  register: (id: string, el: HTMLInputElement | null) => void;
  onKeyDownExtra?: (e: KeyboardEvent<HTMLInputElement>) => void;
  /** The data `search` reads (the chart of accounts): when it arrives after the user has typed, the list is found again. */
  source?: unknown;
}) {
  const { id, display, placeholder, disabled, search, onPick, onMove, register, onKeyDownExtra, source } = props;
  const [text, setText] = useState(display);
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [options, setOptions] = useState<LookupOption[]>([]);
  const [active, setActive] = useState(0);
  const asked = useRef(0);

  // While typing the cell shows the text; otherwise the chosen record.
  const shown = dirty ? text : display;

  const find = (q: string) => {
    const n = ++asked.current;
    void Promise.resolve(search(q)).then((found) => {
      if (n !== asked.current) return;
      setOptions(found);
      setActive(0);
    });
  };

  // Typed before the accounts had loaded (a slow first load): the suggestions follow once they are there, instead of
  // staying empty until the next keystroke (a browser test typed "yszk" into an empty list under load).
  useEffect(() => {
    if (open && dirty) find(text);
    // Only the data's arrival asks again; typing asks on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  const pick = (o: LookupOption) => {
    onPick(o);
    setDirty(false);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDownExtra?.(e);
    if (e.defaultPrevented) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) { setOpen(true); find(dirty ? text : ''); return; }
      setActive((a) => Math.max(0, Math.min(options.length - 1, a + (e.key === 'ArrowDown' ? 1 : -1))));
    } else if (e.key === 'Escape') {
      setDirty(false); setOpen(false);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      if (e.key === 'Tab' && e.shiftKey) { setOpen(false); onMove(-1); return; }
      // Taking an option leaves the move to onPick (the next cell may only appear with the pick, e.g. an aux cell).
      if (dirty && open && options[active]) { pick(options[active]); return; }
      setOpen(false);
      onMove(1);
    }
  };

  return (
    <div className="zf-voucher-lookup">
      <input
        ref={(el) => register(id, el)}
        data-cell={id}
        value={shown}
        placeholder={placeholder}
        disabled={disabled}
        onFocus={(e) => { e.currentTarget.select(); }}
        onChange={(e) => { setText(e.target.value); setDirty(true); setOpen(true); find(e.target.value); }}
        onBlur={() => { setOpen(false); setDirty(false); }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      {open && options.length > 0 && (
        <ul className="zf-voucher-options" role="listbox">
          {options.map((o, i) => (
            <li key={o.value} role="option" aria-selected={i === active} className={i === active ? 'active' : ''}
              onMouseDown={(e) => { e.preventDefault(); pick(o); }}>
              <span>{o.label}</span>{o.hint ? <small>{o.hint}</small> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
