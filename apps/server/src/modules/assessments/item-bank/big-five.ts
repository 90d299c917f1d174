import { TEST_IDS } from '../test-ids';
import type { TestBank } from './item-types';

/**
 * Big Five Work Personality: the 120 statements of Johnson's IPIP-NEO-120 (the 120-item IPIP
 * representation of the NEO PI-R domains and facets), taken verbatim in English from the npm package
 * @bigfive-org/questions 1.3.3 (MIT licence, © 2024 B5 Holding AS). The IPIP items themselves are
 * public domain (International Personality Item Pool, https://ipip.ori.org). Each statement completes
 * "I ..." and is rated on the five-point accuracy/agreement scale.
 *
 * Mapping: domains O, C, E, A map to their traits; N (Neuroticism) is scored as emotional_stability,
 * so its keying is flipped: an item keyed plus on Neuroticism is reverse-keyed here. facet is the
 * IPIP-NEO facet code (e.g. 'N1' = Anxiety); the trailing comment gives the IPIP item numbers.
 */
export const bigFiveBank: TestBank = {
  testId: TEST_IDS.bigFive,
  items: [
    // openness (IPIP-NEO domain O)
    // O1 Imagination
    {
      id: 'bf-o1-01', // IPIP X14
      version: 1,
      type: 'likert_scale',
      text: 'Have a vivid imagination',
      trait: 'openness',
      facet: 'O1',
      reverse: false,
    },
    {
      id: 'bf-o1-02', // IPIP X238
      version: 1,
      type: 'likert_scale',
      text: 'Enjoy wild flights of fantasy',
      trait: 'openness',
      facet: 'O1',
      reverse: false,
    },
    {
      id: 'bf-o1-03', // IPIP X71
      version: 1,
      type: 'likert_scale',
      text: 'Love to daydream',
      trait: 'openness',
      facet: 'O1',
      reverse: false,
    },
    {
      id: 'bf-o1-04', // IPIP E163
      version: 1,
      type: 'likert_scale',
      text: 'Like to get lost in thought',
      trait: 'openness',
      facet: 'O1',
      reverse: false,
    },
    // O2 Artistic interests
    {
      id: 'bf-o2-01', // IPIP X123
      version: 1,
      type: 'likert_scale',
      text: 'Believe in the importance of art',
      trait: 'openness',
      facet: 'O2',
      reverse: false,
    },
    {
      id: 'bf-o2-02', // IPIP E105
      version: 1,
      type: 'likert_scale',
      text: 'See beauty in things that others might not notice',
      trait: 'openness',
      facet: 'O2',
      reverse: false,
    },
    {
      id: 'bf-o2-03', // IPIP X45
      version: 1,
      type: 'likert_scale',
      text: 'Do not like poetry',
      trait: 'openness',
      facet: 'O2',
      reverse: true,
    },
    {
      id: 'bf-o2-04', // IPIP X235
      version: 1,
      type: 'likert_scale',
      text: 'Do not enjoy going to art museums',
      trait: 'openness',
      facet: 'O2',
      reverse: true,
    },
    // O3 Emotionality
    {
      id: 'bf-o3-01', // IPIP X92
      version: 1,
      type: 'likert_scale',
      text: 'Experience my emotions intensely',
      trait: 'openness',
      facet: 'O3',
      reverse: false,
    },
    {
      id: 'bf-o3-02', // IPIP E136
      version: 1,
      type: 'likert_scale',
      text: "Feel others' emotions",
      trait: 'openness',
      facet: 'O3',
      reverse: false,
    },
    {
      id: 'bf-o3-03', // IPIP X10
      version: 1,
      type: 'likert_scale',
      text: 'Rarely notice my emotional reactions',
      trait: 'openness',
      facet: 'O3',
      reverse: true,
    },
    {
      id: 'bf-o3-04', // IPIP E156
      version: 1,
      type: 'likert_scale',
      text: "Don't understand people who get emotional",
      trait: 'openness',
      facet: 'O3',
      reverse: true,
    },
    // O4 Adventurousness
    {
      id: 'bf-o4-01', // IPIP X204
      version: 1,
      type: 'likert_scale',
      text: 'Prefer variety to routine',
      trait: 'openness',
      facet: 'O4',
      reverse: false,
    },
    {
      id: 'bf-o4-02', // IPIP X30
      version: 1,
      type: 'likert_scale',
      text: 'Prefer to stick with things that I know',
      trait: 'openness',
      facet: 'O4',
      reverse: true,
    },
    {
      id: 'bf-o4-03', // IPIP H1063, X43
      version: 1,
      type: 'likert_scale',
      text: 'Dislike changes',
      trait: 'openness',
      facet: 'O4',
      reverse: true,
    },
    {
      id: 'bf-o4-04', // IPIP H312
      version: 1,
      type: 'likert_scale',
      text: 'Am attached to conventional ways',
      trait: 'openness',
      facet: 'O4',
      reverse: true,
    },
    // O5 Intellect
    {
      id: 'bf-o5-01', // IPIP X211
      version: 1,
      type: 'likert_scale',
      text: 'Love to read challenging material',
      trait: 'openness',
      facet: 'O5',
      reverse: false,
    },
    {
      id: 'bf-o5-02', // IPIP X248
      version: 1,
      type: 'likert_scale',
      text: 'Avoid philosophical discussions',
      trait: 'openness',
      facet: 'O5',
      reverse: true,
    },
    {
      id: 'bf-o5-03', // IPIP X176
      version: 1,
      type: 'likert_scale',
      text: 'Have difficulty understanding abstract ideas',
      trait: 'openness',
      facet: 'O5',
      reverse: true,
    },
    {
      id: 'bf-o5-04', // IPIP X239
      version: 1,
      type: 'likert_scale',
      text: 'Am not interested in theoretical discussions',
      trait: 'openness',
      facet: 'O5',
      reverse: true,
    },
    // O6 Liberalism
    {
      id: 'bf-o6-01', // IPIP X218
      version: 1,
      type: 'likert_scale',
      text: 'Tend to vote for liberal political candidates',
      trait: 'openness',
      facet: 'O6',
      reverse: false,
    },
    {
      id: 'bf-o6-02', // IPIP X184
      version: 1,
      type: 'likert_scale',
      text: 'Believe that there is no absolute right and wrong',
      trait: 'openness',
      facet: 'O6',
      reverse: false,
    },
    {
      id: 'bf-o6-03', // IPIP X126
      version: 1,
      type: 'likert_scale',
      text: 'Tend to vote for conservative political candidates',
      trait: 'openness',
      facet: 'O6',
      reverse: true,
    },
    {
      id: 'bf-o6-04', // IPIP X157
      version: 1,
      type: 'likert_scale',
      text: 'Believe that we should be tough on crime',
      trait: 'openness',
      facet: 'O6',
      reverse: true,
    },
    // conscientiousness (IPIP-NEO domain C)
    // C1 Self-efficacy
    {
      id: 'bf-c1-01', // IPIP H1285
      version: 1,
      type: 'likert_scale',
      text: 'Complete tasks successfully',
      trait: 'conscientiousness',
      facet: 'C1',
      reverse: false,
    },
    {
      id: 'bf-c1-02', // IPIP H1174, X8
      version: 1,
      type: 'likert_scale',
      text: 'Excel in what I do',
      trait: 'conscientiousness',
      facet: 'C1',
      reverse: false,
    },
    {
      id: 'bf-c1-03', // IPIP H1354
      version: 1,
      type: 'likert_scale',
      text: 'Handle tasks smoothly',
      trait: 'conscientiousness',
      facet: 'C1',
      reverse: false,
    },
    {
      id: 'bf-c1-04', // IPIP H1333
      version: 1,
      type: 'likert_scale',
      text: 'Know how to get things done',
      trait: 'conscientiousness',
      facet: 'C1',
      reverse: false,
    },
    // C2 Orderliness
    {
      id: 'bf-c2-01', // IPIP H244, X21
      version: 1,
      type: 'likert_scale',
      text: 'Like to tidy up',
      trait: 'conscientiousness',
      facet: 'C2',
      reverse: false,
    },
    {
      id: 'bf-c2-02', // IPIP X82
      version: 1,
      type: 'likert_scale',
      text: 'Often forget to put things back in their proper place',
      trait: 'conscientiousness',
      facet: 'C2',
      reverse: true,
    },
    {
      id: 'bf-c2-03', // IPIP H822, X16
      version: 1,
      type: 'likert_scale',
      text: 'Leave a mess in my room',
      trait: 'conscientiousness',
      facet: 'C2',
      reverse: true,
    },
    {
      id: 'bf-c2-04', // IPIP H823
      version: 1,
      type: 'likert_scale',
      text: 'Leave my belongings around',
      trait: 'conscientiousness',
      facet: 'C2',
      reverse: true,
    },
    // C3 Dutifulness
    {
      id: 'bf-c3-01', // IPIP H149, X33, V14
      version: 1,
      type: 'likert_scale',
      text: 'Keep my promises',
      trait: 'conscientiousness',
      facet: 'C3',
      reverse: false,
    },
    {
      id: 'bf-c3-02', // IPIP H145
      version: 1,
      type: 'likert_scale',
      text: 'Tell the truth',
      trait: 'conscientiousness',
      facet: 'C3',
      reverse: false,
    },
    {
      id: 'bf-c3-03', // IPIP H1346
      version: 1,
      type: 'likert_scale',
      text: 'Break rules',
      trait: 'conscientiousness',
      facet: 'C3',
      reverse: true,
    },
    {
      id: 'bf-c3-04', // IPIP H1018, X51
      version: 1,
      type: 'likert_scale',
      text: 'Break my promises',
      trait: 'conscientiousness',
      facet: 'C3',
      reverse: true,
    },
    // C4 Achievement-striving
    {
      id: 'bf-c4-01', // IPIP H1206, X44
      version: 1,
      type: 'likert_scale',
      text: 'Work hard',
      trait: 'conscientiousness',
      facet: 'C4',
      reverse: false,
    },
    {
      id: 'bf-c4-02', // IPIP H2014
      version: 1,
      type: 'likert_scale',
      text: "Do more than what's expected of me",
      trait: 'conscientiousness',
      facet: 'C4',
      reverse: false,
    },
    {
      id: 'bf-c4-03', // IPIP X115
      version: 1,
      type: 'likert_scale',
      text: 'Do just enough work to get by',
      trait: 'conscientiousness',
      facet: 'C4',
      reverse: true,
    },
    {
      id: 'bf-c4-04', // IPIP X167
      version: 1,
      type: 'likert_scale',
      text: 'Put little time and effort into my work',
      trait: 'conscientiousness',
      facet: 'C4',
      reverse: true,
    },
    // C5 Self-discipline
    {
      id: 'bf-c5-01', // IPIP X87
      version: 1,
      type: 'likert_scale',
      text: 'Am always prepared',
      trait: 'conscientiousness',
      facet: 'C5',
      reverse: false,
    },
    {
      id: 'bf-c5-02', // IPIP H258
      version: 1,
      type: 'likert_scale',
      text: 'Carry out my plans',
      trait: 'conscientiousness',
      facet: 'C5',
      reverse: false,
    },
    {
      id: 'bf-c5-03', // IPIP H1186, X49
      version: 1,
      type: 'likert_scale',
      text: 'Waste my time',
      trait: 'conscientiousness',
      facet: 'C5',
      reverse: true,
    },
    {
      id: 'bf-c5-04', // IPIP H621
      version: 1,
      type: 'likert_scale',
      text: 'Have difficulty starting tasks',
      trait: 'conscientiousness',
      facet: 'C5',
      reverse: true,
    },
    // C6 Cautiousness
    {
      id: 'bf-c6-01', // IPIP E46
      version: 1,
      type: 'likert_scale',
      text: 'Jump into things without thinking',
      trait: 'conscientiousness',
      facet: 'C6',
      reverse: true,
    },
    {
      id: 'bf-c6-02', // IPIP H853
      version: 1,
      type: 'likert_scale',
      text: 'Make rash decisions',
      trait: 'conscientiousness',
      facet: 'C6',
      reverse: true,
    },
    {
      id: 'bf-c6-03', // IPIP H862, X101
      version: 1,
      type: 'likert_scale',
      text: 'Rush into things',
      trait: 'conscientiousness',
      facet: 'C6',
      reverse: true,
    },
    {
      id: 'bf-c6-04', // IPIP H846
      version: 1,
      type: 'likert_scale',
      text: 'Act without thinking',
      trait: 'conscientiousness',
      facet: 'C6',
      reverse: true,
    },
    // extraversion (IPIP-NEO domain E)
    // E1 Friendliness
    {
      id: 'bf-e1-01', // IPIP H29
      version: 1,
      type: 'likert_scale',
      text: 'Make friends easily',
      trait: 'extraversion',
      facet: 'E1',
      reverse: false,
    },
    {
      id: 'bf-e1-02', // IPIP X112
      version: 1,
      type: 'likert_scale',
      text: 'Feel comfortable around people',
      trait: 'extraversion',
      facet: 'E1',
      reverse: false,
    },
    {
      id: 'bf-e1-03', // IPIP H648
      version: 1,
      type: 'likert_scale',
      text: 'Avoid contacts with others',
      trait: 'extraversion',
      facet: 'E1',
      reverse: true,
    },
    {
      id: 'bf-e1-04', // IPIP H704
      version: 1,
      type: 'likert_scale',
      text: 'Keep others at a distance',
      trait: 'extraversion',
      facet: 'E1',
      reverse: true,
    },
    // E2 Gregariousness
    {
      id: 'bf-e2-01', // IPIP H78, X17
      version: 1,
      type: 'likert_scale',
      text: 'Love large parties',
      trait: 'extraversion',
      facet: 'E2',
      reverse: false,
    },
    {
      id: 'bf-e2-02', // IPIP X83
      version: 1,
      type: 'likert_scale',
      text: 'Talk to a lot of different people at parties',
      trait: 'extraversion',
      facet: 'E2',
      reverse: false,
    },
    {
      id: 'bf-e2-03', // IPIP H587
      version: 1,
      type: 'likert_scale',
      text: 'Prefer to be alone',
      trait: 'extraversion',
      facet: 'E2',
      reverse: true,
    },
    {
      id: 'bf-e2-04', // IPIP H650, X22
      version: 1,
      type: 'likert_scale',
      text: 'Avoid crowds',
      trait: 'extraversion',
      facet: 'E2',
      reverse: true,
    },
    // E3 Assertiveness
    {
      id: 'bf-e3-01', // IPIP H334, X27
      version: 1,
      type: 'likert_scale',
      text: 'Take charge',
      trait: 'extraversion',
      facet: 'E3',
      reverse: false,
    },
    {
      id: 'bf-e3-02', // IPIP H524
      version: 1,
      type: 'likert_scale',
      text: 'Try to lead others',
      trait: 'extraversion',
      facet: 'E3',
      reverse: false,
    },
    {
      id: 'bf-e3-03', // IPIP H325
      version: 1,
      type: 'likert_scale',
      text: 'Take control of things',
      trait: 'extraversion',
      facet: 'E3',
      reverse: false,
    },
    {
      id: 'bf-e3-04', // IPIP H976
      version: 1,
      type: 'likert_scale',
      text: 'Wait for others to lead the way',
      trait: 'extraversion',
      facet: 'E3',
      reverse: true,
    },
    // E4 Activity level
    {
      id: 'bf-e4-01', // IPIP H58
      version: 1,
      type: 'likert_scale',
      text: 'Am always busy',
      trait: 'extraversion',
      facet: 'E4',
      reverse: false,
    },
    {
      id: 'bf-e4-02', // IPIP H54, X40
      version: 1,
      type: 'likert_scale',
      text: 'Am always on the go',
      trait: 'extraversion',
      facet: 'E4',
      reverse: false,
    },
    {
      id: 'bf-e4-03', // IPIP H79
      version: 1,
      type: 'likert_scale',
      text: 'Do a lot in my spare time',
      trait: 'extraversion',
      facet: 'E4',
      reverse: false,
    },
    {
      id: 'bf-e4-04', // IPIP E113
      version: 1,
      type: 'likert_scale',
      text: 'Like to take it easy',
      trait: 'extraversion',
      facet: 'E4',
      reverse: true,
    },
    // E5 Excitement-seeking
    {
      id: 'bf-e5-01', // IPIP H438, X50
      version: 1,
      type: 'likert_scale',
      text: 'Love excitement',
      trait: 'extraversion',
      facet: 'E5',
      reverse: false,
    },
    {
      id: 'bf-e5-02', // IPIP H446
      version: 1,
      type: 'likert_scale',
      text: 'Seek adventure',
      trait: 'extraversion',
      facet: 'E5',
      reverse: false,
    },
    {
      id: 'bf-e5-03', // IPIP E35
      version: 1,
      type: 'likert_scale',
      text: 'Enjoy being reckless',
      trait: 'extraversion',
      facet: 'E5',
      reverse: false,
    },
    {
      id: 'bf-e5-04', // IPIP H871
      version: 1,
      type: 'likert_scale',
      text: 'Act wild and crazy',
      trait: 'extraversion',
      facet: 'E5',
      reverse: false,
    },
    // E6 Cheerfulness
    {
      id: 'bf-e6-01', // IPIP H32, X63
      version: 1,
      type: 'likert_scale',
      text: 'Radiate joy',
      trait: 'extraversion',
      facet: 'E6',
      reverse: false,
    },
    {
      id: 'bf-e6-02', // IPIP H1094
      version: 1,
      type: 'likert_scale',
      text: 'Have a lot of fun',
      trait: 'extraversion',
      facet: 'E6',
      reverse: false,
    },
    {
      id: 'bf-e6-03', // IPIP H33
      version: 1,
      type: 'likert_scale',
      text: 'Love life',
      trait: 'extraversion',
      facet: 'E6',
      reverse: false,
    },
    {
      id: 'bf-e6-04', // IPIP H42
      version: 1,
      type: 'likert_scale',
      text: 'Look at the bright side of life',
      trait: 'extraversion',
      facet: 'E6',
      reverse: false,
    },
    // agreeableness (IPIP-NEO domain A)
    // A1 Trust
    {
      id: 'bf-a1-01', // IPIP H113, X6
      version: 1,
      type: 'likert_scale',
      text: 'Trust others',
      trait: 'agreeableness',
      facet: 'A1',
      reverse: false,
    },
    {
      id: 'bf-a1-02', // IPIP H549
      version: 1,
      type: 'likert_scale',
      text: 'Believe that others have good intentions',
      trait: 'agreeableness',
      facet: 'A1',
      reverse: false,
    },
    {
      id: 'bf-a1-03', // IPIP E157
      version: 1,
      type: 'likert_scale',
      text: 'Trust what people say',
      trait: 'agreeableness',
      facet: 'A1',
      reverse: false,
    },
    {
      id: 'bf-a1-04', // IPIP H1195, X12
      version: 1,
      type: 'likert_scale',
      text: 'Distrust people',
      trait: 'agreeableness',
      facet: 'A1',
      reverse: true,
    },
    // A2 Morality
    {
      id: 'bf-a2-01', // IPIP H416, X24
      version: 1,
      type: 'likert_scale',
      text: 'Use others for my own ends',
      trait: 'agreeableness',
      facet: 'A2',
      reverse: true,
    },
    {
      id: 'bf-a2-02', // IPIP X198
      version: 1,
      type: 'likert_scale',
      text: 'Cheat to get ahead',
      trait: 'agreeableness',
      facet: 'A2',
      reverse: true,
    },
    {
      id: 'bf-a2-03', // IPIP H427, V109
      version: 1,
      type: 'likert_scale',
      text: 'Take advantage of others',
      trait: 'agreeableness',
      facet: 'A2',
      reverse: true,
    },
    {
      id: 'bf-a2-04', // IPIP H494
      version: 1,
      type: 'likert_scale',
      text: "Obstruct others' plans",
      trait: 'agreeableness',
      facet: 'A2',
      reverse: true,
    },
    // A3 Altruism
    {
      id: 'bf-a3-01', // IPIP H1108
      version: 1,
      type: 'likert_scale',
      text: 'Love to help others',
      trait: 'agreeableness',
      facet: 'A3',
      reverse: false,
    },
    {
      id: 'bf-a3-02', // IPIP H1100, X31
      version: 1,
      type: 'likert_scale',
      text: 'Am concerned about others',
      trait: 'agreeableness',
      facet: 'A3',
      reverse: false,
    },
    {
      id: 'bf-a3-03', // IPIP X203
      version: 1,
      type: 'likert_scale',
      text: 'Am indifferent to the feelings of others',
      trait: 'agreeableness',
      facet: 'A3',
      reverse: true,
    },
    {
      id: 'bf-a3-04', // IPIP H918, X170
      version: 1,
      type: 'likert_scale',
      text: 'Take no time for others',
      trait: 'agreeableness',
      facet: 'A3',
      reverse: true,
    },
    // A4 Cooperation
    {
      id: 'bf-a4-01', // IPIP H453
      version: 1,
      type: 'likert_scale',
      text: 'Love a good fight',
      trait: 'agreeableness',
      facet: 'A4',
      reverse: true,
    },
    {
      id: 'bf-a4-02', // IPIP H809
      version: 1,
      type: 'likert_scale',
      text: 'Yell at people',
      trait: 'agreeableness',
      facet: 'A4',
      reverse: true,
    },
    {
      id: 'bf-a4-03', // IPIP H1103
      version: 1,
      type: 'likert_scale',
      text: 'Insult people',
      trait: 'agreeableness',
      facet: 'A4',
      reverse: true,
    },
    {
      id: 'bf-a4-04', // IPIP H699
      version: 1,
      type: 'likert_scale',
      text: 'Get back at others',
      trait: 'agreeableness',
      facet: 'A4',
      reverse: true,
    },
    // A5 Modesty
    {
      id: 'bf-a5-01', // IPIP H736, X61
      version: 1,
      type: 'likert_scale',
      text: 'Believe that I am better than others',
      trait: 'agreeableness',
      facet: 'A5',
      reverse: true,
    },
    {
      id: 'bf-a5-02', // IPIP H2043
      version: 1,
      type: 'likert_scale',
      text: 'Think highly of myself',
      trait: 'agreeableness',
      facet: 'A5',
      reverse: true,
    },
    {
      id: 'bf-a5-03', // IPIP H738
      version: 1,
      type: 'likert_scale',
      text: 'Have a high opinion of myself',
      trait: 'agreeableness',
      facet: 'A5',
      reverse: true,
    },
    {
      id: 'bf-a5-04', // IPIP H746
      version: 1,
      type: 'likert_scale',
      text: 'Boast about my virtues',
      trait: 'agreeableness',
      facet: 'A5',
      reverse: true,
    },
    // A6 Sympathy
    {
      id: 'bf-a6-01', // IPIP X259
      version: 1,
      type: 'likert_scale',
      text: 'Sympathize with the homeless',
      trait: 'agreeableness',
      facet: 'A6',
      reverse: false,
    },
    {
      id: 'bf-a6-02', // IPIP E115
      version: 1,
      type: 'likert_scale',
      text: 'Feel sympathy for those who are worse off than myself',
      trait: 'agreeableness',
      facet: 'A6',
      reverse: false,
    },
    {
      id: 'bf-a6-03', // IPIP X227
      version: 1,
      type: 'likert_scale',
      text: "Am not interested in other people's problems",
      trait: 'agreeableness',
      facet: 'A6',
      reverse: true,
    },
    {
      id: 'bf-a6-04', // IPIP E166
      version: 1,
      type: 'likert_scale',
      text: 'Try not to think about the needy',
      trait: 'agreeableness',
      facet: 'A6',
      reverse: true,
    },
    // emotional_stability (IPIP-NEO domain N)
    // N1 Anxiety
    {
      id: 'bf-n1-01', // IPIP H1157, X5
      version: 1,
      type: 'likert_scale',
      text: 'Worry about things',
      trait: 'emotional_stability',
      facet: 'N1',
      reverse: true,
    },
    {
      id: 'bf-n1-02', // IPIP H999
      version: 1,
      type: 'likert_scale',
      text: 'Fear for the worst',
      trait: 'emotional_stability',
      facet: 'N1',
      reverse: true,
    },
    {
      id: 'bf-n1-03', // IPIP H968
      version: 1,
      type: 'likert_scale',
      text: 'Am afraid of many things',
      trait: 'emotional_stability',
      facet: 'N1',
      reverse: true,
    },
    {
      id: 'bf-n1-04', // IPIP X107
      version: 1,
      type: 'likert_scale',
      text: 'Get stressed out easily',
      trait: 'emotional_stability',
      facet: 'N1',
      reverse: true,
    },
    // N2 Anger
    {
      id: 'bf-n2-01', // IPIP H754, X18
      version: 1,
      type: 'likert_scale',
      text: 'Get angry easily',
      trait: 'emotional_stability',
      facet: 'N2',
      reverse: true,
    },
    {
      id: 'bf-n2-02', // IPIP H761
      version: 1,
      type: 'likert_scale',
      text: 'Get irritated easily',
      trait: 'emotional_stability',
      facet: 'N2',
      reverse: true,
    },
    {
      id: 'bf-n2-03', // IPIP H755
      version: 1,
      type: 'likert_scale',
      text: 'Lose my temper',
      trait: 'emotional_stability',
      facet: 'N2',
      reverse: true,
    },
    {
      id: 'bf-n2-04', // IPIP X23
      version: 1,
      type: 'likert_scale',
      text: 'Am not easily annoyed',
      trait: 'emotional_stability',
      facet: 'N2',
      reverse: false,
    },
    // N3 Depression
    {
      id: 'bf-n3-01', // IPIP X74
      version: 1,
      type: 'likert_scale',
      text: 'Often feel blue',
      trait: 'emotional_stability',
      facet: 'N3',
      reverse: true,
    },
    {
      id: 'bf-n3-02', // IPIP X15
      version: 1,
      type: 'likert_scale',
      text: 'Dislike myself',
      trait: 'emotional_stability',
      facet: 'N3',
      reverse: true,
    },
    {
      id: 'bf-n3-03', // IPIP H640
      version: 1,
      type: 'likert_scale',
      text: 'Am often down in the dumps',
      trait: 'emotional_stability',
      facet: 'N3',
      reverse: true,
    },
    {
      id: 'bf-n3-04', // IPIP X129
      version: 1,
      type: 'likert_scale',
      text: 'Feel comfortable with myself',
      trait: 'emotional_stability',
      facet: 'N3',
      reverse: false,
    },
    // N4 Self-consciousness
    {
      id: 'bf-n4-01', // IPIP H592
      version: 1,
      type: 'likert_scale',
      text: 'Find it difficult to approach others',
      trait: 'emotional_stability',
      facet: 'N4',
      reverse: true,
    },
    {
      id: 'bf-n4-02', // IPIP H655
      version: 1,
      type: 'likert_scale',
      text: 'Am afraid to draw attention to myself',
      trait: 'emotional_stability',
      facet: 'N4',
      reverse: true,
    },
    {
      id: 'bf-n4-03', // IPIP H656
      version: 1,
      type: 'likert_scale',
      text: 'Only feel comfortable with friends',
      trait: 'emotional_stability',
      facet: 'N4',
      reverse: true,
    },
    {
      id: 'bf-n4-04', // IPIP X209
      version: 1,
      type: 'likert_scale',
      text: 'Am not bothered by difficult social situations',
      trait: 'emotional_stability',
      facet: 'N4',
      reverse: false,
    },
    // N5 Immoderation
    {
      id: 'bf-n5-01', // IPIP X133
      version: 1,
      type: 'likert_scale',
      text: 'Go on binges',
      trait: 'emotional_stability',
      facet: 'N5',
      reverse: true,
    },
    {
      id: 'bf-n5-02', // IPIP X181
      version: 1,
      type: 'likert_scale',
      text: 'Rarely overindulge',
      trait: 'emotional_stability',
      facet: 'N5',
      reverse: false,
    },
    {
      id: 'bf-n5-03', // IPIP X274
      version: 1,
      type: 'likert_scale',
      text: 'Easily resist temptations',
      trait: 'emotional_stability',
      facet: 'N5',
      reverse: false,
    },
    {
      id: 'bf-n5-04', // IPIP X251
      version: 1,
      type: 'likert_scale',
      text: 'Am able to control my cravings',
      trait: 'emotional_stability',
      facet: 'N5',
      reverse: false,
    },
    // N6 Vulnerability
    {
      id: 'bf-n6-01', // IPIP H948, X64
      version: 1,
      type: 'likert_scale',
      text: 'Panic easily',
      trait: 'emotional_stability',
      facet: 'N6',
      reverse: true,
    },
    {
      id: 'bf-n6-02', // IPIP H959
      version: 1,
      type: 'likert_scale',
      text: 'Become overwhelmed by events',
      trait: 'emotional_stability',
      facet: 'N6',
      reverse: true,
    },
    {
      id: 'bf-n6-03', // IPIP H954
      version: 1,
      type: 'likert_scale',
      text: "Feel that I'm unable to deal with things",
      trait: 'emotional_stability',
      facet: 'N6',
      reverse: true,
    },
    {
      id: 'bf-n6-04', // IPIP X79
      version: 1,
      type: 'likert_scale',
      text: 'Remain calm under pressure',
      trait: 'emotional_stability',
      facet: 'N6',
      reverse: false,
    },
  ],
};
