import { formatMoney } from '@tm/core/money';
import { lineNotesSplit, notesText, type NotesLine } from '@tm/core/notes';
import type { Way } from '@tm/core/ways';
import './notes-split.css';

/**
 * What of a line changes hands in banknotes and what is left, in GBP (Terms: banknotes only): "€115 in notes,
 * €0.22 (£0.19) paid back in GBP". The line's priced amounts stay as they are; this only says how they are paid.
 */
export function NotesSplitText({ line, way }: { line: NotesLine; way: Way }) {
  const split = lineNotesSplit(line, way);
  if (!split) return null;
  return (
    <span className="notes-split" data-testid="notes-split">
      {notesText(split, way, formatMoney)}
    </span>
  );
}

/** The split of every line of a placed order, under its table (the confirmation). */
export function NotesSplitList({ lines, way }: { lines: readonly NotesLine[]; way: Way }) {
  return (
    <div className="notes-list">
      <p>
        <strong>{way === 'buy' ? 'Banknotes only:' : 'The branch takes banknotes only:'}</strong>
      </p>
      <ul>
        {lines.map((line, i) => (
          <li key={i}>
            <NotesSplitText line={line} way={way} />
          </li>
        ))}
      </ul>
    </div>
  );
}
