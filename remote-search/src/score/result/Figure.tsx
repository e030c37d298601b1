/** One figure of a result (a time, a rank), its label above and an optional line below that keeps its height. */
export function Figure({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  testId: string;
}) {
  return (
    <div className="score-figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        {value}
        <small>{sub ?? '\u00a0'}</small>
      </dd>
    </div>
  );
}
