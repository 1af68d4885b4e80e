/**
 * A read-only star rating (0 to 5, fractions shown), drawn as text: Mantine's Rating, read-only,
 * leaves `for` attributes on its div elements, which HTML forbids (issue 25). Decoration only:
 * the number beside it says the rating.
 */
export function Stars({ value }: { value: number }) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span aria-hidden style={{ position: 'relative', display: 'inline-block', lineHeight: 1, fontSize: 18 }}>
      <span style={{ color: 'var(--mantine-color-gray-3)' }}>★★★★★</span>
      <span
        style={{
          position: 'absolute',
          inset: 0,
          width: filled,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: 'var(--mantine-color-yellow-6)',
        }}
      >
        ★★★★★
      </span>
    </span>
  );
}
