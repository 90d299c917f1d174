import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { previewForm } from './preview';

const item = (position: number, type: string, options: string[] = []) => ({
  position,
  type,
  stem: `Question at ${position}`,
  options,
  minWords: type === 'open_ended' ? 30 : null,
  maxWords: type === 'open_ended' ? 120 : null,
});
const items = [
  item(0, 'mcq', ['a', 'b', 'c', 'd']),
  item(1, 'true_false'),
  item(2, 'likert_scale'),
  item(3, 'sjt', ['w', 'x', 'y', 'z']),
  item(4, 'open_ended'),
  item(5, 'forced_choice', ['p', 'q']),
];
const every = { drawCount: null, shuffleOptions: false, questionSeconds: 45 };

describe('previewForm', () => {
  it('shows every item in position order with the fixed scales, word limits and the time per question', () => {
    const { questions } = previewForm(items, every, seedrandom('x'));
    expect(questions.map((q) => [q.questionNumber, q.questionText, q.questionType])).toEqual(
      items.map((it, i) => [i + 1, it.stem, it.type]),
    );
    expect(questions[0]?.options).toEqual(['a', 'b', 'c', 'd']);
    expect(questions[1]?.options).toEqual(['True', 'False']);
    expect(questions[2]?.options).toHaveLength(5);
    expect(questions[4]?.metadata).toEqual({ minWords: 30, maxWords: 120 });
    expect(questions.every((q) => q.timeLimitSeconds === 45)).toBe(true);
  });

  it('draws N of the items, still in position order', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const { questions } = previewForm(items, { ...every, drawCount: 3 }, seedrandom(seed));
      const positions = questions.map((q) => Number(q.questionText.split(' ').at(-1)));
      expect(positions).toHaveLength(3);
      expect([...positions].sort()).toEqual(positions);
      expect(questions.map((q) => q.questionNumber)).toEqual([1, 2, 3]);
    }
  });

  it('shuffles the options of choice questions only, and only when the test says so', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const { questions } = previewForm(items, { ...every, shuffleOptions: true }, seedrandom(String(seed)));
      orders.add(questions[0]?.options.join('') ?? '');
      expect([...(questions[0]?.options ?? [])].sort()).toEqual(['a', 'b', 'c', 'd']);
      expect(questions[1]?.options).toEqual(['True', 'False']);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
