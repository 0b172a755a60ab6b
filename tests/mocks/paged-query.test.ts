import { describe, expect, it } from 'vitest';
import { planPagedQuery, readPagedQuery, refusalResponse, type ListSpec, type PagedQueryRefusal } from '../../mocks/paged-query';

interface Row {
  id: string;
  status: 'OPEN' | 'PAID' | 'VOID';
  name: string;
  ref: string | null;
  amount: number;
  due: string;
  at: string;
  urgent: boolean;
}

const ROWS: Row[] = [
  { id: 'R1', status: 'OPEN', name: 'Alpha', ref: 'PO-100', amount: 100, due: '2026-11-01', at: '2026-11-01T08:00:00.000Z', urgent: true },
  { id: 'R2', status: 'PAID', name: 'Bravo', ref: null, amount: 250.5, due: '2026-11-05', at: '2026-11-04T23:30:00.000Z', urgent: false },
  { id: 'R3', status: 'VOID', name: 'Charlie', ref: 'PO-300', amount: 50, due: '2026-10-20', at: '2026-10-20T12:00:00.000Z', urgent: false },
  { id: 'R4', status: 'OPEN', name: 'Delta', ref: 'po-400', amount: 250.5, due: '2026-12-01', at: '2026-12-01T00:00:00.000Z', urgent: true },
  { id: 'R5', status: 'PAID', name: 'alpha two', ref: 'PO-500', amount: 0, due: '2026-11-05', at: '2026-11-05T00:00:00.000Z', urgent: false },
];

const SPEC: ListSpec<Row> = {
  filters: {
    status: { kind: 'enum', values: ['OPEN', 'PAID', 'VOID'], get: (r) => r.status },
    onlyOpen: { kind: 'enum', values: ['OPEN', 'PAID', 'VOID'], operators: ['EQUAL'], get: (r) => r.status },
    name: { kind: 'text', get: (r) => r.name },
    keyword: { kind: 'keyword', get: (r) => [r.name, r.ref] },
    amount: { kind: 'number', get: (r) => r.amount },
    due: { kind: 'date', get: (r) => r.due },
    at: { kind: 'date', get: (r) => r.at },
    urgent: { kind: 'boolean', get: (r) => r.urgent },
  },
  sorts: { due: (r) => r.due, amount: (r) => r.amount, name: (r) => r.name },
  defaultSort: { property: 'due', direction: 'ASC' },
  tieBreak: (a, b) => a.id.localeCompare(b.id),
};

const query = (extra: Record<string, unknown> = {}) => ({ pageNumber: 0, pageSize: 100, ...extra });
const where = (property: string, logicalOperator: string, condition: unknown) => ({ property, logicalOperator, condition });

/** The ids a query gives over ROWS, in order. */
function ids(body: unknown, spec: ListSpec<Row> = SPEC): string[] {
  const plan = planPagedQuery(body, spec);
  if ('refusal' in plan) throw new Error(`refused: ${plan.refusal.message}`);
  return plan.apply(ROWS).list.map((r) => r.id);
}
const filtered = (...conditions: ReturnType<typeof where>[]) => ids(query({ queryConditions: conditions })).sort();

function refusal(body: unknown, spec: ListSpec<Row> = SPEC): PagedQueryRefusal {
  const plan = planPagedQuery(body, spec);
  if (!('refusal' in plan)) throw new Error('the query was accepted');
  return plan.refusal;
}

describe('planPagedQuery: conditions', () => {
  it('filters an enum with EQUAL, NOT_EQUAL and IS_IN', () => {
    expect(filtered(where('status', 'EQUAL', 'OPEN'))).toEqual(['R1', 'R4']);
    expect(filtered(where('status', 'NOT_EQUAL', 'OPEN'))).toEqual(['R2', 'R3', 'R5']);
    expect(filtered(where('status', 'IS_IN', ['PAID', 'VOID']))).toEqual(['R2', 'R3', 'R5']);
  });

  it('filters text exactly with EQUAL / NOT_EQUAL / IS_IN and by part, any case, with LIKE', () => {
    expect(filtered(where('name', 'EQUAL', 'Alpha'))).toEqual(['R1']);
    expect(filtered(where('name', 'NOT_EQUAL', 'Alpha'))).toEqual(['R2', 'R3', 'R4', 'R5']);
    expect(filtered(where('name', 'IS_IN', ['Bravo', 'Delta']))).toEqual(['R2', 'R4']);
    expect(filtered(where('name', 'LIKE', 'ALPHA'))).toEqual(['R1', 'R5']);
  });

  it('searches a keyword over several texts, skipping empty ones; an empty keyword matches every row', () => {
    expect(filtered(where('keyword', 'LIKE', 'po-'))).toEqual(['R1', 'R3', 'R4', 'R5']);
    expect(filtered(where('keyword', 'LIKE', 'bravo'))).toEqual(['R2']);
    expect(filtered(where('keyword', 'LIKE', '  '))).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
  });

  it('compares numbers, also sent as text, with EQUAL, NOT_EQUAL, IS_IN, GREATER_THAN, LESS_THAN and BETWEEN (open ends allowed)', () => {
    expect(filtered(where('amount', 'EQUAL', 250.5))).toEqual(['R2', 'R4']);
    expect(filtered(where('amount', 'NOT_EQUAL', '250.5'))).toEqual(['R1', 'R3', 'R5']);
    expect(filtered(where('amount', 'IS_IN', [0, 50]))).toEqual(['R3', 'R5']);
    expect(filtered(where('amount', 'GREATER_THAN', 100))).toEqual(['R2', 'R4']);
    expect(filtered(where('amount', 'LESS_THAN', 100))).toEqual(['R3', 'R5']);
    expect(filtered(where('amount', 'BETWEEN', [50, 100]))).toEqual(['R1', 'R3']);
    expect(filtered(where('amount', 'BETWEEN', ['', 50]))).toEqual(['R3', 'R5']);
  });

  it('compares dates by calendar day, both ends of BETWEEN included, either end open', () => {
    expect(filtered(where('due', 'EQUAL', '2026-11-05'))).toEqual(['R2', 'R5']);
    expect(filtered(where('due', 'GREATER_THAN', '2026-11-01'))).toEqual(['R2', 'R4', 'R5']);
    expect(filtered(where('due', 'LESS_THAN', '2026-11-01'))).toEqual(['R3']);
    expect(filtered(where('due', 'BETWEEN', ['2026-11-01', '2026-11-05']))).toEqual(['R1', 'R2', 'R5']);
    expect(filtered(where('due', 'BETWEEN', ['2026-11-02', '']))).toEqual(['R2', 'R4', 'R5']);
    // A date-time row value counts by its UTC day against a date, by the instant against a date-time.
    expect(filtered(where('at', 'EQUAL', '2026-11-04'))).toEqual(['R2']);
    expect(filtered(where('at', 'GREATER_THAN', '2026-11-04T23:00:00Z'))).toEqual(['R2', 'R4', 'R5']);
  });

  it('filters booleans given as true/false or "true"/"false"', () => {
    expect(filtered(where('urgent', 'EQUAL', true))).toEqual(['R1', 'R4']);
    expect(filtered(where('urgent', 'NOT_EQUAL', 'true'))).toEqual(['R2', 'R3', 'R5']);
  });

  it('combines conditions with AND by default and with OR when asked', () => {
    const conditions = [where('status', 'EQUAL', 'PAID'), where('amount', 'GREATER_THAN', 100)];
    expect(ids(query({ queryConditions: conditions })).sort()).toEqual(['R2']);
    expect(ids(query({ queryConditionsType: 'AND', queryConditions: conditions })).sort()).toEqual(['R2']);
    expect(ids(query({ queryConditionsType: 'OR', queryConditions: conditions })).sort()).toEqual(['R2', 'R4', 'R5']);
  });
});

describe('planPagedQuery: sort and pages', () => {
  it('sorts by the default order, ties broken by the list, or as asked', () => {
    expect(ids(query())).toEqual(['R3', 'R1', 'R2', 'R5', 'R4']);
    expect(ids(query({ sort: { property: 'amount', direction: 'DESC' } }))).toEqual(['R2', 'R4', 'R1', 'R3', 'R5']);
    expect(ids(query({ sort: { property: 'amount', direction: 'ASC' } }))).toEqual(['R5', 'R3', 'R1', 'R2', 'R4']);
  });

  it('orders texts by code units: ISO dates and codes as written, upper case before lower case', () => {
    expect(ids(query({ sort: { property: 'name', direction: 'ASC' } }))).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    expect(ids(query({ sort: { property: 'due', direction: 'DESC' } }))).toEqual(['R4', 'R2', 'R5', 'R1', 'R3']);
  });

  it('sorts the same query again after a row changed, and after the rows changed', () => {
    const rows = ROWS.map((r) => ({ ...r }));
    const byDue = (list: Row[]) => {
      const plan = planPagedQuery(query({ sort: { property: 'due', direction: 'ASC' } }), SPEC);
      if ('refusal' in plan) throw new Error(plan.refusal.message);
      return plan.apply(list).list.map((r) => r.id);
    };
    expect(byDue(rows)).toEqual(['R3', 'R1', 'R2', 'R5', 'R4']);
    expect(byDue(rows)).toEqual(['R3', 'R1', 'R2', 'R5', 'R4']);
    rows[3]!.due = '2026-01-01';
    expect(byDue(rows)).toEqual(['R4', 'R3', 'R1', 'R2', 'R5']);
    const replaced = rows.map((r) => (r.id === 'R3' ? { ...r, due: '2027-01-01' } : r));
    expect(byDue(replaced)).toEqual(['R4', 'R1', 'R2', 'R5', 'R3']);
    expect(byDue(replaced.slice(1))).toEqual(['R4', 'R2', 'R5', 'R3']);
  });

  it('answers a repeated query at one store version without filtering again, and anew once the version moves', () => {
    const rows = ROWS.map((r) => ({ ...r }));
    const spec: ListSpec<Row> = { ...SPEC, filters: { ...SPEC.filters } };
    let reads = 0;
    spec.filters = { ...spec.filters, status: { kind: 'enum', values: ['OPEN', 'PAID', 'VOID'], get: (r) => (reads++, r.status) } };
    const open = (list: Row[], version?: number) => {
      const plan = planPagedQuery(query({ queryConditions: [where('status', 'EQUAL', 'OPEN')] }), spec);
      if ('refusal' in plan) throw new Error(plan.refusal.message);
      return plan.apply(list, version).list.map((r) => r.id);
    };
    expect(open(rows, 7)).toEqual(['R1', 'R4']);
    const afterFirst = reads;
    expect(open(rows, 7)).toEqual(['R1', 'R4']);
    expect(reads, 'the second ask is the remembered answer').toBe(afterFirst);
    // A change the version announces is seen; one it does not announce is not (the callers save with saveDb).
    rows[1]!.status = 'OPEN';
    expect(open(rows, 7)).toEqual(['R1', 'R4']);
    expect(open(rows, 8)).toEqual(['R1', 'R2', 'R4']);
    // Other rows at the same version, or no version at all: filtered again.
    expect(open(rows.slice(0, 2), 8)).toEqual(['R1', 'R2']);
    rows[0]!.status = 'VOID';
    expect(open(rows)).toEqual(['R2', 'R4']);
  });

  it('keeps the rows in their own order when the list has no default order', () => {
    expect(ids(query(), { ...SPEC, defaultSort: undefined })).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
  });

  it('pages from pageNumber 0, totals every matching row and keeps them all for sums over pages', () => {
    const plan = planPagedQuery({ pageNumber: 1, pageSize: 2 }, SPEC);
    if ('refusal' in plan) throw new Error(plan.refusal.message);
    const page = plan.apply(ROWS);
    expect(page.list.map((r) => r.id)).toEqual(['R2', 'R5']);
    expect(page.total).toBe(5);
    expect(page.matched.map((r) => r.id)).toEqual(['R3', 'R1', 'R2', 'R5', 'R4']);
    const beyond = plan.apply(ROWS.slice(0, 2));
    expect(beyond).toMatchObject({ list: [], total: 2 });
  });

  it('gives the extra fields of the body to the list (e.g. importId)', () => {
    const plan = planPagedQuery(query({ importId: 'RIM-1' }), SPEC);
    expect('refusal' in plan ? null : plan.body.importId).toBe('RIM-1');
  });
});

describe('planPagedQuery: refusals', () => {
  it('refuses a body that is not a paged query with 90001, or HTTP 400 where the list says so', () => {
    const cases: [unknown, string][] = [
      [null, 'paged query'],
      [[], 'paged query'],
      [{ pageSize: 10 }, 'pageNumber'],
      [{ pageNumber: -1, pageSize: 10 }, 'pageNumber'],
      [{ pageNumber: 0.5, pageSize: 10 }, 'pageNumber'],
      [{ pageNumber: 0 }, 'pageSize'],
      [{ pageNumber: 0, pageSize: 0 }, 'pageSize'],
      [{ pageNumber: 0, pageSize: 10_000 }, 'pageSize'],
      [query({ queryConditionsType: 'XOR' }), 'queryConditionsType'],
      [query({ queryConditions: where('status', 'EQUAL', 'OPEN') }), 'queryConditions'],
      [query({ queryConditions: [{ property: 'status', logicalOperator: 'EQUAL' }] }), 'condition'],
      [query({ queryConditions: [where('status', 'CONTAINS', 'OPEN')] }), 'logicalOperator'],
      [query({ queryConditions: [where('status', 'EQUAL', { value: 'OPEN' })] }), 'condition'],
      [query({ sort: { property: 'due' } }), 'sort'],
      [query({ sort: { property: 'due', direction: 'UP' } }), 'sort'],
    ];
    for (const [body, named] of cases) {
      const refused = refusal(body);
      expect(refused.answer, JSON.stringify(body)).toBe('validationFailed');
      expect(refused.message, JSON.stringify(body)).toContain(named);
      expect(refusal(body, { ...SPEC, malformed: 'badRequest' }).answer).toBe('badRequest');
    }
  });

  it('answers 90001 naming the property for what the list does not offer', () => {
    const cases: [ReturnType<typeof where>, string][] = [
      [where('colour', 'EQUAL', 'red'), 'colour'],
      [where('status', 'LIKE', 'OP'), 'status'],
      [where('onlyOpen', 'IS_IN', ['OPEN']), 'onlyOpen'],
      [where('status', 'IS_IN', ['LOST']), 'LOST'],
      [where('status', 'IS_IN', []), 'status'],
      [where('status', 'EQUAL', ['OPEN']), 'status'],
      [where('name', 'GREATER_THAN', 'B'), 'name'],
      [where('keyword', 'EQUAL', 'alpha'), 'keyword'],
      [where('amount', 'EQUAL', 'much'), 'amount'],
      [where('amount', 'BETWEEN', [1]), 'amount'],
      [where('due', 'BETWEEN', ['soon', 'later']), 'due'],
      [where('due', 'EQUAL', '2026-02-30'), 'due'],
      [where('due', 'LIKE', '2026'), 'due'],
      [where('urgent', 'EQUAL', 'yes'), 'urgent'],
    ];
    for (const [condition, named] of cases) {
      const refused = refusal(query({ queryConditions: [condition] }), { ...SPEC, malformed: 'badRequest' });
      expect(refused, JSON.stringify(condition)).toMatchObject({ answer: 'validationFailed', message: expect.stringContaining(named) });
    }
    expect(refusal(query({ sort: { property: 'colour', direction: 'ASC' } }))).toMatchObject({ answer: 'validationFailed', message: expect.stringContaining('colour') });
    expect(refusal(query({ sort: { property: 'due', direction: 'ASC' } }), { ...SPEC, sorts: {}, defaultSort: undefined }).answer).toBe('validationFailed');
  });
});

describe('the answers to a refusal', () => {
  it('is HTTP 400 for a bad request and a 90001 envelope otherwise', async () => {
    const bad = refusalResponse({ answer: 'badRequest', message: 'pageNumber must be an integer from 0.' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, code: 400, message: 'pageNumber must be an integer from 0.' });
    const invalid = refusalResponse({ answer: 'validationFailed', message: 'colour: unsupported condition property.' });
    expect(invalid.status).toBe(200);
    expect(await invalid.json()).toEqual({ success: false, code: 90001, message: 'colour: unsupported condition property.' });
  });

  it('reads a request: a body that is not JSON is HTTP 400, a paged query becomes a plan', async () => {
    const post = (body: string) => new Request('http://localhost/api/x/list', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const notJson = await readPagedQuery(post('{pageNumber: 0'), SPEC);
    expect('refused' in notJson && notJson.refused.status).toBe(400);
    const read = await readPagedQuery(post(JSON.stringify(query({ queryConditions: [where('status', 'EQUAL', 'VOID')] }))), SPEC);
    expect('refused' in read ? null : read.apply(ROWS).list.map((r) => r.id)).toEqual(['R3']);
    const refused = await readPagedQuery(post(JSON.stringify(query({ queryConditions: [where('colour', 'EQUAL', 'red')] }))), SPEC);
    expect('refused' in refused && (await refused.refused.json()).code).toBe(90001);
  });
});
