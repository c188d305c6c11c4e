import type { Branch, BranchSettings } from '@tm/core';

/**
 * Branch settings as the form holds them (issue 30): the address in named parts (street first, postcode last,
 * which is what the server's schema asks for), and all seven weekdays, each open or not.
 */
export interface BranchForm {
  name: string;
  street: string;
  line2: string;
  town: string;
  postcode: string;
  phone: string;
  days: { day: number; open: boolean; opens: string; closes: string }[];
  closedDays: string[];
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The saved branch as the form's fields: lines are street, [more], town, postcode. */
export function formOf(branch: Branch): BranchForm {
  const lines = branch.addressLines;
  const last = lines.length - 1;
  return {
    name: branch.name,
    street: lines[0] ?? '',
    line2: lines.slice(1, Math.max(1, last - 1)).join(', '),
    town: lines.length > 2 ? (lines[last - 1] ?? '') : '',
    postcode: lines.length > 1 ? (lines[last] ?? '') : '',
    phone: branch.phone,
    days: WEEKDAYS.map((_, i) => {
      const opening = branch.hours.find((h) => h.day === i + 1);
      return {
        day: i + 1,
        open: Boolean(opening),
        opens: opening?.opens ?? '09:00',
        closes: opening?.closes ?? '17:30',
      };
    }),
    closedDays: [...(branch.closedDays ?? [])].sort(),
  };
}

/** What PUT /branches/{slug} is sent: the server validates it again with core's branchSettingsSchema. */
export function settingsOf(form: BranchForm): BranchSettings {
  return {
    name: form.name.trim(),
    addressLines: [form.street, form.line2, form.town, form.postcode].map((l) => l.trim()).filter(Boolean),
    phone: form.phone.trim(),
    hours: form.days.filter((d) => d.open).map(({ day, opens, closes }) => ({ day, opens, closes })),
    closedDays: form.closedDays,
  };
}
