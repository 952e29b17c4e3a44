import { BillCode } from './BillCode.tsx';
import type { PrintDocument } from './print-document.ts';
import './print.css';

/** A template's logo at its element's size in mm, the image kept whole inside it. */
const logoStyle = (size: { width: number; height: number }): React.CSSProperties => ({
  width: `${size.width}mm`, height: `${size.height}mm`, maxWidth: 'none', maxHeight: 'none', objectFit: 'contain', objectPosition: 'left top',
});

/** Renders a PrintDocument as a sheet of paper (also the body of a shared bill); a template's widths, logo, code and texts when it has them. */
export function DocumentView({ doc, className, style }: { doc: PrintDocument; className?: string; style?: React.CSSProperties }) {
  const widths = doc.table?.columns.some((c) => c.width);
  const spans = doc.fields?.some((f) => f.span);
  return (
    <article className={['zf-doc', className].filter(Boolean).join(' ')} style={style}>
      <header className="zf-doc-head" style={doc.logo && doc.logoSize ? { minHeight: `${doc.logoSize.height}mm` } : undefined}>
        {doc.logo ? <img className="zf-doc-logo" src={doc.logo} alt="" data-testid="doc-logo" style={doc.logoSize ? logoStyle(doc.logoSize) : undefined} /> : null}
        {doc.company ? <p className="zf-doc-company">{doc.company}</p> : null}
        <h1>{doc.title}</h1>
        {doc.subtitle ? <p className="zf-doc-sub">{doc.subtitle}</p> : null}
        {doc.code ? <BillCode kind={doc.code.kind} value={doc.code.value} /> : null}
      </header>
      {doc.texts?.top.map((text, i) => <p key={i} className="zf-doc-text">{text}</p>)}
      {doc.fields?.length ? (
        <dl className={spans ? 'zf-doc-fields zf-doc-fields-4' : 'zf-doc-fields'}>
          {doc.fields.map((f, i) => (
            <div key={i} style={f.span ? { gridColumn: `span ${f.span}` } : undefined}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {doc.table ? (
        <table className={widths ? 'zf-doc-table zf-doc-table-fixed' : 'zf-doc-table'}>
          {widths ? (
            <colgroup>
              {doc.table.columns.map((c) => <col key={c.key} style={{ width: `${c.width ?? 0}%` }} />)}
            </colgroup>
          ) : null}
          <thead>
            <tr>
              {doc.table.columns.map((c) => (
                <th key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.table.rows.map((row, i) => (
              <tr key={i}>
                {doc.table!.columns.map((c) => (
                  <td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                    {row[c.key] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {doc.footer?.length ? (
        <dl className="zf-doc-fields zf-doc-footer">
          {doc.footer.map((f, i) => (
            <div key={i}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {doc.texts?.bottom.map((text, i) => <p key={i} className="zf-doc-text">{text}</p>)}
      {doc.signatures?.length ? (
        <div className="zf-doc-signatures">
          {doc.signatures.map((s, i) => (
            <div key={i}>
              <span>{s.label}：</span>
              <span className="zf-doc-sign-line">{s.value ?? ''}</span>
            </div>
          ))}
        </div>
      ) : null}
    </article>
  );
}
