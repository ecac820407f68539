// Question templates: text with {placeholders}. One template serves many rules; a rule's
// values are bound into it to make the question the verifier answers.
export const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9_]*)\}/g;

export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** Problems with binding `values` into `template`: unknown placeholder, unbound value, stray braces. */
export function bindingIssues(template: string, values: Record<string, string>): string[] {
  const issues: string[] = [];
  const names = placeholders(template);
  for (const n of names) if (!(n in values)) issues.push(`values.${n}: the template uses {${n}} but no value is given`);
  for (const k of Object.keys(values)) if (!names.includes(k)) issues.push(`values.${k}: the template has no placeholder {${k}} (it has ${names.map((n) => `{${n}}`).join(', ') || 'none'})`);
  const stray = template.replace(PLACEHOLDER, '').match(/[{}]/);
  if (stray) issues.push(`template: unmatched "${stray[0]}" (placeholders look like {name})`);
  for (const [k, v] of Object.entries(values)) if (/[{}]/.test(v)) issues.push(`values.${k}: braces are not allowed in a value`);
  return issues;
}

/** The question with every placeholder replaced (call after bindingIssues came back empty). */
export function bindTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_m, name: string) => values[name] ?? `{${name}}`);
}
