// The cards take these tones in turn (their contrast with white text is noted in entries.css).
const TONES = ['brand', 'blue', 'rust', 'violet'] as const;

/** One entry card: a plain button in its tone, its title, subtitle and what it says below them. */
export function EntryCard({
  index,
  moduleType,
  title,
  subtitle,
  dates,
  status,
  onActivate,
}: {
  index: number;
  moduleType: number;
  title: string;
  subtitle: string;
  dates: string | null;
  status: string | null;
  onActivate: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onActivate}
      data-testid={`search-entry-${moduleType}`}
      className={`search-entry search-entry--${TONES[index % TONES.length]}`}
    >
      <p className="search-entry__title">{title}</p>
      <p className="search-entry__subtitle">{subtitle}</p>
      {dates ? <div className="search-entry__dates">{dates}</div> : null}
      {status ? (
        <div className="search-entry__status" data-testid="search-entry-status">
          {status}
        </div>
      ) : null}
    </button>
  );
}
