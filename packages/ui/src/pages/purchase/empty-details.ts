import type { Details } from './details-validation';

/** A details form nobody has typed into (kept apart from DetailsStep, which loads only for step 2). */
export const EMPTY_DETAILS: Details = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  phone: '',
  terms: false,
};
