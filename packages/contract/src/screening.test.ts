import { describe, expect, it } from 'vitest';
import { checkAnswers, mustHaveResult, ScreeningQuestion, ScreeningQuestions } from './screening.ts';

const q = (v: unknown) => ScreeningQuestion.parse(v);
const rights = q({
  id: 'rights',
  kind: 'yes_no',
  text: 'Right to work in NZ?',
  must_have: true,
  accepted: ['yes'],
});
const licence = q({
  id: 'licence',
  kind: 'choice',
  text: 'Licence?',
  options: ['None', 'Class 1', 'Class 2'],
  must_have: true,
  accepted: ['Class 1', 'Class 2'],
});
const years = q({ id: 'years', kind: 'number', text: 'Years?', must_have: true, min_number: 3 });
const start = q({ id: 'start', kind: 'choice', text: 'Start?', options: ['Now', 'Later'] });
const questions = [rights, licence, years, start];

describe('screening questions', () => {
  it('refuses a must-have without accepted answers, accepted answers not offered, and repeated ids', () => {
    expect(ScreeningQuestion.safeParse({ id: 'a', kind: 'yes_no', text: 'x', must_have: true }).success).toBe(
      false,
    );
    expect(ScreeningQuestion.safeParse({ id: 'a', kind: 'number', text: 'x', must_have: true }).success).toBe(
      false,
    );
    expect(
      ScreeningQuestion.safeParse({
        id: 'a',
        kind: 'choice',
        text: 'x',
        options: ['A', 'B'],
        accepted: ['C'],
      }).success,
    ).toBe(false);
    expect(ScreeningQuestion.safeParse({ id: 'a', kind: 'choice', text: 'x', options: ['A'] }).success).toBe(
      false,
    );
    expect(ScreeningQuestions.safeParse([rights, rights]).success).toBe(false);
    expect(
      ScreeningQuestions.safeParse(Array.from({ length: 9 }, (_, i) => ({ ...start, id: `q${i}` }))).success,
    ).toBe(false);
  });

  it('stores every answer with the question as asked, and refuses missing, extra or foreign answers', () => {
    const answers = [
      { question_id: 'rights', value: 'yes' },
      { question_id: 'licence', value: 'Class 1' },
      { question_id: 'years', value: 4 },
      { question_id: 'start', value: 'Now' },
    ];
    const ok = checkAnswers(questions, answers);
    expect(ok).toEqual({
      ok: true,
      answers: [
        { question_id: 'rights', kind: 'yes_no', question: 'Right to work in NZ?', value: 'yes' },
        { question_id: 'licence', kind: 'choice', question: 'Licence?', value: 'Class 1' },
        { question_id: 'years', kind: 'number', question: 'Years?', value: 4 },
        { question_id: 'start', kind: 'choice', question: 'Start?', value: 'Now' },
      ],
    });
    expect(checkAnswers(questions, answers.slice(1)).ok).toBe(false);
    expect(checkAnswers(questions, [...answers, { question_id: 'other', value: 'yes' }]).ok).toBe(false);
    expect(
      checkAnswers(questions, [...answers.slice(0, 3), { question_id: 'start', value: 'Never' }]).ok,
    ).toBe(false);
    expect(
      checkAnswers(questions, [
        ...answers.slice(0, 2),
        { question_id: 'years', value: 'four' },
        { question_id: 'start', value: 'Now' },
      ]).ok,
    ).toBe(false);
    expect(checkAnswers([], []).ok).toBe(true);
  });

  it('says whether the answers meet the must-haves and how many they miss', () => {
    const stored = (values: Record<string, string | number>) =>
      Object.entries(values).map(([id, value]) => ({
        question_id: id,
        kind: questions.find((x) => x.id === id)?.kind ?? 'yes_no',
        value,
      }));
    expect(
      mustHaveResult(questions, stored({ rights: 'yes', licence: 'Class 2', years: 3, start: 'Later' })),
    ).toEqual({
      meets: true,
      missed: 0,
      unanswered: 0,
      total: 3,
    });
    expect(
      mustHaveResult(questions, stored({ rights: 'no', licence: 'None', years: 2.5, start: 'Now' })),
    ).toEqual({
      meets: false,
      missed: 3,
      unanswered: 0,
      total: 3,
    });
    // A must-have added after applying, or one whose kind changed, counts as missed and unanswered.
    expect(mustHaveResult(questions, stored({ rights: 'yes', licence: 'Class 1' }))).toEqual({
      meets: false,
      missed: 1,
      unanswered: 1,
      total: 3,
    });
    expect(mustHaveResult([], [])).toEqual({ meets: true, missed: 0, unanswered: 0, total: 0 });
  });
});
