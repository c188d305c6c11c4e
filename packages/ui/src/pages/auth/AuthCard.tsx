import type { ReactNode } from 'react';
import '../misc.css';

/** The card every sign-in-like page sits in (sign in, sign up, confirm email, Secure Box): a title, then the form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container auth">
      <div className="card auth__card">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
