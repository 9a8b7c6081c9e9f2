/** A decorative busy indicator; the surrounding control or region carries the accessible state. */
export function Spinner() {
  return <span className="shop-spinner" aria-hidden="true" />;
}
