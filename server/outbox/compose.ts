import type { LocaleCode } from '#domain/locales';
import { MESSAGE_TEXTS } from '#domain/messageTexts';
import { escapeHtml } from '../http/escapeHtml';

/** A paragraph of an e-mail: text, or a link with its label. */
export type Paragraph = string | { label: string; href: string };

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Where an e-mail's links point: filled in as the message leaves, by the sender of the deployment
 * that sends it (its PUBLIC_URL, and the unsubscribe link it signs), not by the write that queued it.
 */
export const LINK = { portal: '%{portalUrl}', unsubscribe: '%{unsubscribeUrl}' } as const;

/** An e-mail's text and HTML bodies from one list of paragraphs; the HTML says its language and direction. */
export function composeMail(language: LocaleCode, subject: string, paragraphs: readonly Paragraph[]): ComposedMail {
  const { direction } = MESSAGE_TEXTS[language];
  const text = paragraphs
    .map((paragraph) => (typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.href}`))
    .join('\n\n');
  const font = language === 'ur' ? "'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', serif" : 'Arial, sans-serif';
  const body = paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph)}</p>`
        : `<p><a href="${escapeHtml(paragraph.href)}">${escapeHtml(paragraph.label)}</a></p>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${language}" dir="${direction}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family: ${font}; line-height: 1.6">`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
}

/** A queued body with the deployment's addresses in place of LINK's markers (escaped for the HTML body). */
export function fillLinks(body: string, links: { portal: string; unsubscribe?: string }, html: boolean): string {
  const value = (url: string) => (html ? escapeHtml(url) : url);
  return body
    .replaceAll(LINK.portal, value(links.portal))
    .replaceAll(LINK.unsubscribe, value(links.unsubscribe ?? links.portal));
}
