/** How much of a question names its answer in a button's label or a confirmation. */
const LABEL_LENGTH = 60;

/** The question, cut at a word near LABEL_LENGTH characters with an ellipsis when longer, on one line. */
export function shortQuestion(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= LABEL_LENGTH) return line;
  const cut = line.slice(0, LABEL_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > LABEL_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
