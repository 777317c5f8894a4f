/**
 * One of a topic's questions with the user's answer: what an opening stores (as jsonb) and what the AI is
 * given. It lives with the AI port, the lowest layer that needs it, so that layer imports no feature.
 */
export interface QuestionAnswer {
  questionId: string;
  question: string;
  answer: string;
}
