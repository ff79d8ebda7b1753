/** What the publish API and the publish dialog say when accessibility problems stop a publish. */
const problemsInWords = (count: number) => (count === 1 ? '1 accessibility problem' : `${count} accessibility problems`);

export const A11Y_TEXTS = {
  /** the 422 of PATCH /api/folios/{id}/publish */
  folioRefused: (count: number) =>
    `This folio cannot be published yet: fix its ${problemsInWords(count)} first. Each one in the list says what to fix.`,
  /** the 422 of POST /api/websites/{id}/publish: the problems of all its pages, header and footer */
  websiteRefused: (count: number) =>
    `This website cannot be published yet: fix the ${problemsInWords(count)} on its pages first. Each one in the list says what to fix.`,
} as const;
