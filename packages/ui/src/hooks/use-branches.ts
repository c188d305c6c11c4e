import { useEffect, useState } from 'react';
import { DAGENHAM_BRANCH } from '@tm/core/branches';
import type { Branch } from '@tm/core/schemas';
import { rememberedAnswer } from '../api/remembered-answer';

/**
 * GET /branches once per page load; offline, the last list this device saw (like the order limits). The
 * schemas (and zod) load only when asked, after first paint: the footer is on every page, and the home route's
 * initial JS budget has no room for them.
 */
const loadBranches = rememberedAnswer(
  '/branches',
  async () => (await import('@tm/core/schemas')).branchListSchema,
  'tm.branches',
);

/**
 * The collection points. The first render, the prerendered pages and a device that never reached the API show
 * the seeded Dagenham branch from core (the one the 0004 migration seeds); the list from the server, or the
 * last one this device saw, follows. The server checks an order's branch either way.
 */
export function useBranches(): Branch[] {
  const [branches, setBranches] = useState<Branch[]>([DAGENHAM_BRANCH]);
  useEffect(() => {
    let live = true;
    void loadBranches().then((list) => live && list && list.length > 0 && setBranches(list));
    return () => {
      live = false;
    };
  }, []);
  return branches;
}

/** The branch of this slug (an order's CheckingPoint), else the first one: the only one while there is one. */
export function useBranch(slug?: string): Branch {
  const branches = useBranches();
  return branches.find((b) => b.slug === slug) ?? branches[0] ?? DAGENHAM_BRANCH;
}
