// Details inline in a management panel: a titled list of label/value pairs
// and a close button ('Zamknij').
import { pl } from '../../i18n/pl';

export function DetailsList({ title, fields, onClose }: { title: string; fields: readonly (readonly [string, string])[]; onClose: () => void }) {
  return (
    <section className="mgmt-details" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {fields.map(([label, value]) => (
          <div key={label} className="mgmt-details__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        {pl.panelForms.close}
      </button>
    </section>
  );
}
