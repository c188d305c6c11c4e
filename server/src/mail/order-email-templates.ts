import Handlebars from 'handlebars';

/**
 * The order emails' Handlebars templates, compiled once at start (filled in by templates.ts). Handlebars'
 * `{{ }}` escapes HTML, and every customer-supplied value (name, address, phone, email) only ever goes
 * through `{{ }}`, never `{{{ }}}`, so a name like `<script>` arrives as text.
 */
const hbs = Handlebars.create();

/**
 * Compiled for speed (four renders per order): only the built-in helpers exist, so
 * `{{order.Name}}` compiles to a plain lookup instead of a helper check, and no @data frames are made (the
 * templates use no @index / @key). Escaping is unchanged.
 */
const fast: Parameters<typeof Handlebars.compile>[1] = {
  knownHelpersOnly: true,
  data: false,
};

const orderTable = `
<table role="presentation" cellpadding="6" style="border-collapse:collapse;border:1px solid #ccc">
  <thead><tr>{{#each columns}}<th align="left">{{this}}</th>{{/each}}</tr></thead>
  <tbody>
    {{#each rows}}<tr><td>{{currency}}</td><td>{{from}}</td><td>{{to}}</td><td>{{rate}}</td></tr>{{/each}}
  </tbody>
</table>
{{#if notes.length}}<p><strong>{{notesTitle}}</strong></p>
<ul>{{#each notes}}<li>{{this}}</li>{{/each}}</ul>{{/if}}`;

const booking = `
<h2>{{booking.title}}</h2>
<table role="presentation" cellpadding="4">
  <tr><th align="left">{{booking.fullName}}</th><td>{{order.Name}}</td></tr>
  <tr><th align="left">{{booking.email}}</th><td>{{order.Email}}</td></tr>
  <tr><th align="left">{{booking.contact}}</th><td>{{order.Phone_Number}}</td></tr>
  <tr><th align="left">{{booking.address}}</th><td>{{order.Address}}</td></tr>
  <tr><th align="left">{{pointLabel}}</th><td>{{branch.name}}: {{branch.address}}</td></tr>
  <tr><th align="left">{{booking.openingHours}}</th><td>{{branch.hours}} (phone {{branch.phone}})</td></tr>
</table>`;

const layout = (body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
${body}
</body></html>`;

export const customerHtml = hbs.compile(
  layout(`
<h1>{{heading}}</h1>
<p>Dear {{order.Name}},</p>
<p><strong>{{state.headline}}</strong></p>
{{#each state.paragraphs}}<p>{{this}}</p>{{/each}}
{{#if repriced}}<p><strong>{{repriced.title}}</strong></p>
<ul>{{#each repriced.lines}}<li>{{this}}</li>{{/each}}</ul>
<p>{{repriced.cancel}} <a href="{{trackUrl}}">{{trackUrl}}</a></p>{{/if}}
{{#if live}}<p>{{order.firstMessege}}</p>{{/if}}
<p><strong>Order number: {{order.Order_Id}}</strong> &middot; {{order.title}} &middot; {{date}} &middot; Status: {{order.Status}}</p>
${orderTable}
<p><strong>Total: {{total}}</strong></p>
<p>See where your order is at any time: <a href="{{trackUrl}}">{{trackUrl}}</a></p>
{{#if live}}<h2>{{order.secondTitle}}</h2>
<p>{{order.secondMessege}}</p>
{{#if order.note}}<p><em>{{order.note}}</em></p>{{/if}}
${booking}
<h2>{{notice.title}}</h2>
{{#each notice.paragraphs}}<p>{{this}}</p>{{/each}}
{{#if collection}}<p><strong>{{collection}}</strong></p>{{/if}}{{/if}}
`),
  fast,
);

export const branchHtml = hbs.compile(
  layout(`
<h1>New {{order.title}} order {{order.Order_Id}}</h1>
<p>Placed {{date}}; status {{order.Status}}. Open it in the dashboard: {{dashboardUrl}}</p>
${orderTable}
<p><strong>Total: {{total}}</strong></p>
${booking}
`),
  fast,
);

const rowsText = `{{#each lines}}- {{this}}
{{/each}}{{#if notes.length}}{{notesTitle}}
{{#each notes}}- {{this}}
{{/each}}{{/if}}`;

export const customerText = hbs.compile(
  `{{heading}}

Dear {{order.Name}},

{{state.headline}}
{{#each state.paragraphs}}{{this}}
{{/each}}
{{#if repriced}}{{repriced.title}}
{{#each repriced.lines}}- {{this}}
{{/each}}{{repriced.cancel}} {{trackUrl}}

{{/if}}{{#if live}}{{order.firstMessege}}

{{/if}}Order number: {{order.Order_Id}} ({{order.title}}, {{date}}, status {{order.Status}})
${rowsText}Total: {{total}}

Track your order: {{trackUrl}}
{{#if live}}
{{order.secondTitle}}: {{order.secondMessege}}
{{#if order.note}}{{order.note}}
{{/if}}
{{pointLabel}}: {{branch.name}}: {{branch.address}}
Opening hours: {{branch.hours}} (phone {{branch.phone}})

{{notice.title}}
{{#each notice.paragraphs}}{{this}}
{{/each}}{{#if collection}}{{collection}}
{{/if}}{{/if}}`,
  { ...fast, noEscape: true },
);

export const branchText = hbs.compile(
  `New {{order.title}} order {{order.Order_Id}} placed {{date}}.
${rowsText}
Total: {{total}}

Name: {{order.Name}}
Email: {{order.Email}}
Phone: {{order.Phone_Number}}
Address: {{order.Address}}
{{pointLabel}}: {{branch.name}}: {{branch.address}}
Dashboard: {{dashboardUrl}}
`,
  { ...fast, noEscape: true },
);
