import { SITE } from "~/config/site";

/** A call to action: the one link an email is about (verify, reset, unlock …). */
export interface EmailAction {
  label: string;
  url: string;
}

/**
 * What an email says, independent of its format. `renderEmail` turns it into an HTML and a plain-text
 * body with the product's name as the header and `reason` as the footer.
 */
export interface EmailTemplate {
  heading: string;
  /** Plain text; escaped in the HTML body. */
  paragraphs: string[];
  action?: EmailAction;
  /** Shown after the action, e.g. "This link expires in 1 hour." */
  afterAction?: string[];
  /** Why the recipient got this message: "You received this email because …". */
  reason: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export function renderEmail(template: EmailTemplate): RenderedEmail {
  const after = template.afterAction ?? [];
  const text = [
    SITE.name,
    "",
    template.heading,
    "",
    ...template.paragraphs.flatMap((p) => [p, ""]),
    ...(template.action ? [`${template.action.label}: ${template.action.url}`, ""] : []),
    ...after.flatMap((p) => [p, ""]),
    "--",
    template.reason,
    `${SITE.name} · ${SITE.tagline}`,
    "",
  ].join("\n");

  const p = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${escapeHtml(value)}</p>`;
  const action = template.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(template.action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(template.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(template.action.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(template.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(template.heading)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#0f172a">${escapeHtml(SITE.name)}</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(template.heading)}</h1>
${template.paragraphs.map(p).join("\n")}
${action}
${after.map(p).join("\n")}
</div>
<p style="margin:24px 0 0;font-size:12px;line-height:18px;color:#64748b">${escapeHtml(template.reason)}<br>${escapeHtml(SITE.name)} · ${escapeHtml(SITE.tagline)}</p>
</div>
</body>
</html>
`;
  return { html, text };
}
