import { messages } from '@tm/core';
import { isCommonPassword } from './common-passwords';
import { ApiError } from '../http/errors';
import type { PasswordPolicy } from './config';

/**
 * The password policy of spec §5, enforced by the server, plus NIST SP 800-63B's two checks every verifier
 * makes: not all whitespace, and not one of the most common passwords. Returns every rule the password
 * breaks, each as a sentence the sign-up form can show as it is; an empty list means it is acceptable.
 */
export function passwordProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if (password.length === 0) return [messages.enterPassword];
  if (password.trim() === '') return [messages.passwordOnlySpaces];
  if (password.length < policy.minLength) problems.push(messages.passwordTooShort(policy.minLength));
  if (policy.maxLength !== undefined && password.length > policy.maxLength) {
    problems.push(`Use a password of at most ${policy.maxLength} characters`);
  }
  if (policy.requireLowercase && !/\p{Ll}/u.test(password))
    problems.push('Include at least one lowercase letter');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password))
    problems.push('Include at least one uppercase letter');
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) problems.push('Include at least one number');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{Nd}]/u.test(password)) {
    problems.push('Include at least one character that is not a letter or a number');
  }
  if (isCommonPassword(password)) problems.push(messages.passwordTooCommon);
  return problems;
}

/** A new password that breaks a rule: 400 `weak_password`, naming each rule at the password field. */
export function refuseWeakPassword(password: string, policy: PasswordPolicy): void {
  const problems = passwordProblems(password, policy);
  if (problems.length === 0) return;
  throw new ApiError(
    400,
    'weak_password',
    problems[0]!,
    problems.map((message) => ({ path: ['password'], message })),
  );
}
