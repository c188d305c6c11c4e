/**
 * A phone number's digits as staff search them, the UK way: "+44 7911 123456", "0044 (0)7911 123456" and
 * "07911 123456" are all 07911123456, so a cashier who types the number as the customer says it finds the
 * order however it was written. Only a whole number is rewritten (9 or 10 digits after the 44): a few digits
 * typed are searched as they are. The staff order list's SQL (`orderSearch`) does the same with UK_INTERNATIONAL.
 */
export function ukPhoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(UK_INTERNATIONAL, '0$1');
}

/** 0044 or 44, an optional (0), then a national number of 9 or 10 digits. */
export const UK_INTERNATIONAL = /^(?:00)?440?(\d{9,10})$/;
