/**
 * A readable, self-contained reference page (no CDN, no script): one section per route, rendered on the
 * server from the OpenAPI document.
 */
import type { OpenApiDocument } from './document';

type Json = Record<string, unknown>;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const pretty = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

export function renderDocsPage(doc: OpenApiDocument): string {
  const { info } = doc;
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const sections: string[] = [];
  const toc: string[] = [];
  let n = 0;
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const id = `op-${n++}`;
      const title = `${method.toUpperCase()} /api${path}`;
      toc.push(
        `<li><a href="#${id}"><code>${escapeHtml(title)}</code></a> ${escapeHtml(String(op.summary))}</li>`,
      );
      const params = (op.parameters as Json[]) ?? [];
      const body = (op.requestBody as { content: Record<string, { schema: unknown }> } | undefined)
        ?.content?.['application/json']?.schema;
      // Every operation's `default` is the one error envelope, described once at the top.
      const responses = Object.entries(op.responses as Record<string, Json>)
        .filter(([status]) => status !== 'default')
        .map(([status, r]) => {
          const content = r.content as Record<string, { schema: unknown }> | undefined;
          const schema = content ? Object.values(content)[0]?.schema : undefined;
          return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(r.description))}${
            schema ? `<details><summary>Schema</summary><pre>${pretty(schema)}</pre></details>` : ''
          }</li>`;
        })
        .join('');
      sections.push(`<section id="${id}">
<h2><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>/api${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(op.summary))}</p>
${op.description ? `<p>${escapeHtml(String(op.description))}</p>` : ''}
<p>Access: <strong>${escapeHtml(String(op['x-auth']))}</strong>${
        op['x-capability'] ? ` (capability <code>${escapeHtml(String(op['x-capability']))}</code>)` : ''
      }</p>
${
  params.length
    ? `<h3>Parameters</h3><ul>${params
        .map(
          (p) =>
            `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(String(p.in))}${p.required ? ', required' : ''})${p.description ? ` – ${escapeHtml(String(p.description))}` : ''}</li>`,
        )
        .join('')}</ul>`
    : ''
}
${body ? `<h3>Request body (application/json)</h3><pre>${pretty(body)}</pre>` : ''}
<h3>Responses</h3><ul>${responses}</ul>
</section>`);
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;max-width:70rem;margin:0 auto;padding:1rem 1.5rem;color:#1b1b1b;line-height:1.5}
h1{margin-bottom:.25rem}section{border-top:1px solid #ccc;padding:.5rem 0}
pre{background:#f4f4f4;padding:.75rem;overflow:auto;max-height:30rem;font-size:.85rem}
code{font-size:.95em}.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;padding:0 .4rem;font-size:.9rem}
.get{background:#1f5fa8}.post{background:#1d7a3a}.put{background:#8a5a00}.delete{background:#a12020}.patch{background:#5b3d99}
a{color:#0b55a3}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(info.title)}</h1>
<p>Version ${escapeHtml(info.version)}. ${escapeHtml(info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Routes"><ul>${toc.join('')}</ul></nav>
${sections.join('\n')}
</main>
</body>
</html>`;
}
