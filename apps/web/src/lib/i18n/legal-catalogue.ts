/**
 * Shape of the `legal` namespace (src/locales/<lang>/legal.json), written by the content team:
 * one document per key, rendered by the shared legal page.
 */
export const LEGAL_DOCUMENTS = ['aboutUs', 'privacy', 'terms', 'responsibleGaming', 'discountStatute'] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENTS)[number];

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export type LegalCatalogue = Record<LegalDocumentKey, LegalDocument>;

/** The catalogue may be missing or half-written: accept only a complete document. */
export function isLegalDocument(value: unknown): value is LegalDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<LegalDocument>;
  return (
    typeof doc.title === 'string' &&
    typeof doc.intro === 'string' &&
    Array.isArray(doc.sections) &&
    doc.sections.every(
      (section) =>
        typeof section === 'object' &&
        section !== null &&
        typeof section.heading === 'string' &&
        Array.isArray(section.paragraphs) &&
        section.paragraphs.every((p) => typeof p === 'string'),
    )
  );
}
