import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatMoney } from '@tm/core/money';
import { messages } from '@tm/core/messages';
import { formatDayKey } from '@tm/core/dates';
import type { TillDay } from '@tm/core';
import { tillCountRequestSchema } from '@tm/core/schemas';
import { CardTable } from '../components/CardTable';
import { AddRow } from './AddRow';
import { dashboardApi } from './api';
import { errorText } from './error-text';
import { SignOffTill } from './SignOffTill';
import { countsOf, inputsOf, type TillInput } from './till-form';

const COLUMNS = [
  'Currency',
  'Opening float',
  'Deliveries in',
  'In (orders)',
  'Out (orders)',
  'Expected',
  'Counted',
  'Difference',
];

const BOX_NAMES = { openingFloat: 'opening float', deliveries: 'deliveries in', counted: 'counted' } as const;
const boxId = (key: string) => `till-box-${key.replace('.', '-')}`;

/** The boxes a refused till names (issues at counts[i].field), each with its sentence: "EUR opening float: …". */
function boxProblems(issues: readonly { path: PropertyKey[]; message: string }[], inputs: TillInput[]) {
  return issues.flatMap(({ path, message }) => {
    const [, i, field] = path;
    if (typeof i !== 'number' || typeof field !== 'string' || !(field in BOX_NAMES)) return [];
    const name = BOX_NAMES[field as keyof typeof BOX_NAMES];
    return [{ key: `${i}.${field}`, text: `${inputs[i]?.code ?? ''} ${name}: ${message}` }];
  });
}

const money = (amount: string | null, code: string) => (amount === null ? '—' : formatMoney(amount, code));

/**
 * One day's till as a form (Close of day): the boxes a cashier fills (opening float, deliveries, the count),
 * the server's sums beside them, Add a currency, Save, and a manager's sign-off. A signed-off day reads as money.
 */
export function TillForm({
  till,
  canSignOff,
  known,
  focusOnArrival,
  onArrived,
  onSaved,
}: {
  till: TillDay;
  canSignOff: boolean;
  /** The branch's currency codes, or null while unknown (the server checks on save either way). */
  known: ReadonlySet<string> | null;
  /**
   * This form replaced the one a save or sign-off was made in: focus goes to Save the till again, or on a day
   * now signed off to the line saying so, instead of falling to the page's body.
   */
  focusOnArrival: boolean;
  /** Called once this form has taken that focus. */
  onArrived: () => void;
  onSaved: () => Promise<void>;
}) {
  const [inputs, setInputs] = useState<TillInput[]>(() => inputsOf(till));
  const [newCode, setNewCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The boxes the last Save found wrong ("0.openingFloat"), marked until they are changed. */
  const [badBoxes, setBadBoxes] = useState<ReadonlySet<string>>(new Set());
  const closed = till.signedOffBy !== null;
  /** The code box's refusal, marked on the box (the other problems are about the counts). */
  const [codeRefused, setCodeRefused] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOnArrival) return;
    (closed ? statusRef : saveRef).current?.focus();
    onArrived();
    // Only as the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const set = (i: number, change: Partial<TillInput>) => {
    setInputs((all) => all.map((row, j) => (j === i ? { ...row, ...change } : row)));
    setBadBoxes((bad) => new Set([...bad].filter((key) => !key.startsWith(`${i}.`))));
  };
  const byCode = new Map(till.rows.map((r) => [r.code, r]));
  const unsaved = JSON.stringify(inputs) !== JSON.stringify(inputsOf(till));

  async function save(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setCodeRefused(false);
    // The server's own rules (core tillCountRequestSchema), checked here first so the wrong boxes are marked,
    // named and focused rather than one message under the form.
    const checked = tillCountRequestSchema.safeParse(countsOf(till.day, inputs));
    if (!checked.success) {
      const wrong = boxProblems(checked.error.issues, inputs);
      setBadBoxes(new Set(wrong.map((w) => w.key)));
      setProblem(wrong[0]?.text ?? checked.error.issues[0]?.message ?? null);
      if (wrong[0]) document.getElementById(boxId(wrong[0].key))?.focus();
      return;
    }
    setBadBoxes(new Set());
    try {
      await dashboardApi.saveTill(checked.data);
      toast.success('Till saved.');
      await onSaved();
    } catch (err) {
      setProblem(errorText(err));
    }
  }

  function addCurrency() {
    const code = newCode.trim().toUpperCase();
    const refused = !/^[A-Z]{3}$/.test(code)
      ? messages.currencyCodeFormat
      : inputs.some((i) => i.code === code)
        ? `${code} is in the till already.`
        : known && !known.has(code)
          ? `The branch has no currency ${code}.`
          : null;
    setProblem(refused);
    setCodeRefused(refused !== null);
    if (refused) {
      document.getElementById('till-new-code')?.focus();
      return;
    }
    setInputs((all) => [...all, { code, openingFloat: '0', deliveries: '0', counted: '' }]);
    setNewCode('');
  }

  const boxClass = closed ? 'dash-amount' : undefined;
  // A signed-off day's counts are closed: read as money (€500.00), not as boxes holding "500.00".
  const box = (i: number, field: 'openingFloat' | 'deliveries' | 'counted', label: string) =>
    closed ? (
      money(inputs[i]![field] || null, inputs[i]!.code)
    ) : (
      <input
        type="text"
        inputMode="decimal"
        className="control till-input"
        id={boxId(`${i}.${field}`)}
        aria-invalid={badBoxes.has(`${i}.${field}`) || undefined}
        aria-describedby={badBoxes.has(`${i}.${field}`) ? 'till-problem' : undefined}
        aria-label={`${inputs[i]!.code} ${label}`}
        value={inputs[i]![field]}
        onChange={(e) => set(i, { [field]: e.target.value })}
      />
    );

  return (
    <form
      className="card till-form"
      onSubmit={(e) => void save(e)}
      aria-label={`Till for ${formatDayKey(till.day)}`}
    >
      <p ref={statusRef} tabIndex={-1}>
        {till.completedOrders} order{till.completedOrders === 1 ? '' : 's'} completed on{' '}
        {formatDayKey(till.day)}.{' '}
        {closed ? (
          <strong data-testid="till-signed-off">
            Signed off by {till.signedOffBy} at{' '}
            {new Date(till.signedOffAt!).toLocaleTimeString('en-GB', {
              timeZone: 'Europe/London',
              hour: '2-digit',
              minute: '2-digit',
            })}
            .
          </strong>
        ) : null}
      </p>
      {till.signOffNote ? (
        <p data-testid="till-sign-off-note">
          <strong>Why the till was out:</strong> {till.signOffNote}
        </p>
      ) : null}
      <CardTable
        caption="The till per currency: expected = float + deliveries + in − out"
        columns={COLUMNS}
        testId="till-count"
        scrollRegion="Till per currency"
      >
        {inputs.map((row, i) => {
          const saved = byCode.get(row.code);
          const diff = saved?.difference ?? null;
          return (
            <tr key={row.code}>
              <th scope="row" data-label="Currency" className="mono">
                {row.code}
              </th>
              <td data-label="Opening float" className={boxClass}>
                {box(i, 'openingFloat', 'opening float')}
              </td>
              <td data-label="Deliveries in" className={boxClass}>
                {box(i, 'deliveries', 'deliveries in')}
              </td>
              <td data-label="In (orders)" className="dash-amount">
                {money(saved?.moneyIn ?? null, row.code)}
              </td>
              <td data-label="Out (orders)" className="dash-amount">
                {money(saved?.moneyOut ?? null, row.code)}
              </td>
              <td data-label="Expected" className="dash-amount" data-testid={`expected-${row.code}`}>
                {money(saved?.expected ?? null, row.code)}
                {/* More went out than the till was given: a float or a delivery is missing, or a count is wrong. */}
                {saved && Number(saved.expected) < 0 ? (
                  <span className="till-flag">
                    Below zero: more went out than came in. Enter the opening float and deliveries.
                  </span>
                ) : null}
              </td>
              <td data-label="Counted" className={boxClass}>
                {box(i, 'counted', 'counted')}
              </td>
              <td
                data-label="Difference"
                className={`dash-amount${diff !== null && Number(diff) !== 0 ? ' till-diff--off' : ''}`}
                data-testid={`difference-${row.code}`}
              >
                {money(diff, row.code)}
              </td>
            </tr>
          );
        })}
      </CardTable>
      {closed ? null : (
        <>
          <AddRow
            id="till-new-code"
            label="Add a currency (code)"
            className="till-add"
            input={{
              type: 'text',
              maxLength: 3,
              value: newCode,
              onChange: (e) => {
                setNewCode(e.target.value);
                setCodeRefused(false);
              },
              'aria-invalid': codeRefused || undefined,
              'aria-describedby': codeRefused ? 'till-problem' : undefined,
            }}
            onAdd={addCurrency}
          />
          {problem ? (
            <p role="alert" className="dash-error" id="till-problem">
              {problem}
            </p>
          ) : null}
          <div className="till-actions">
            <button type="submit" className="btn btn--primary" ref={saveRef}>
              Save the till
            </button>
            {canSignOff ? <SignOffTill till={till} unsaved={unsaved} onDone={onSaved} /> : null}
          </div>
        </>
      )}
    </form>
  );
}
