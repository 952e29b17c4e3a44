import type { PrintDocument } from './print-document.ts';
import './print.css';

/** Renders a PrintDocument as a sheet of paper (also the body of a shared bill). */
export function DocumentView({ doc }: { doc: PrintDocument }) {
  return (
    <article className="zf-doc">
      {doc.company ? <p className="zf-doc-company">{doc.company}</p> : null}
      <h1>{doc.title}</h1>
      {doc.subtitle ? <p className="zf-doc-sub">{doc.subtitle}</p> : null}
      {doc.fields?.length ? (
        <dl className="zf-doc-fields">
          {doc.fields.map((f, i) => (
            <div key={i}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {doc.table ? (
        <table className="zf-doc-table">
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
