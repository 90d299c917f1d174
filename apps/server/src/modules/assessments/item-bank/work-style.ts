import { TEST_IDS } from '../test-ids';
import type { TestBank } from './item-types';

/**
 * Work Style Preferences: forced-choice pairs of equally desirable statements, original to this project.
 * Each of the 15 pairs of work styles appears four times (twice in each order), so each style appears
 * 20 times. Ipsative: report as within-person relative preferences only, never to rank candidates.
 */
export const workStyleBank: TestBank = {
  testId: TEST_IDS.workStyle,
  items: [
    // Starting work
    {
      id: 'ws-01',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when a project starts?',
      options: [
        { text: 'I write a plan with steps and dates before I begin.', style: 'structure' },
        { text: 'I start with a rough idea and shape the plan as I learn.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-02',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you receive a new task?',
      options: [
        { text: 'I break the task into clear steps and make a checklist.', style: 'structure' },
        { text: 'I talk it through with colleagues to agree on an approach.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-03',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you join a new team?',
      options: [
        { text: "I learn the team's procedures and follow them closely.", style: 'structure' },
        { text: 'I work out for myself the best way to do my job.', style: 'independence' },
      ],
    },
    {
      id: 'ws-04',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you set your goals for the week?',
      options: [
        { text: 'I set a fixed schedule for each day and keep to it.', style: 'structure' },
        { text: 'I set ambitious targets and push to reach them early.', style: 'drive' },
      ],
    },
    {
      id: 'ws-05',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when you plan a piece of work?',
      options: [
        { text: 'I organise the work into a clear order of steps.', style: 'structure' },
        { text: 'I build in time to check every detail carefully.', style: 'care' },
      ],
    },
    {
      id: 'ws-06',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when the brief for a task is unclear?',
      options: [
        { text: 'I make a start and adjust as the picture becomes clearer.', style: 'flexibility' },
        { text: 'I gather the people involved to agree on what is needed.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-07',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you try something you have never done before?',
      options: [
        { text: 'I try different approaches until I find one that works.', style: 'flexibility' },
        { text: 'I research it on my own and decide how to proceed.', style: 'independence' },
      ],
    },
    {
      id: 'ws-08',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you take on a new responsibility?',
      options: [
        { text: 'I stay open to changing how I do it as I go.', style: 'flexibility' },
        { text: 'I set myself a clear target and aim to beat it.', style: 'drive' },
      ],
    },
    {
      id: 'ws-09',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when you take over work that someone else started?',
      options: [
        { text: 'I adapt to how it was set up and carry on.', style: 'flexibility' },
        { text: 'I review what has been done closely before adding anything.', style: 'care' },
      ],
    },
    {
      id: 'ws-10',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you choose your first steps on a task?',
      options: [
        { text: 'I ask others for ideas before choosing a direction.', style: 'collaboration' },
        { text: 'I think it through alone before choosing a direction.', style: 'independence' },
      ],
    },
    {
      id: 'ws-11',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better at the start of a busy month?',
      options: [
        { text: 'I agree with my team on who will handle what.', style: 'collaboration' },
        { text: 'I set myself demanding goals and get moving quickly.', style: 'drive' },
      ],
    },
    {
      id: 'ws-12',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when a new colleague joins?',
      options: [
        { text: 'I involve them in team discussions from the first day.', style: 'collaboration' },
        { text: 'I check in often to make sure they are settling in well.', style: 'care' },
      ],
    },
    {
      id: 'ws-13',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when you start your working day?',
      options: [
        { text: 'I decide for myself which tasks to tackle first.', style: 'independence' },
        { text: 'I aim to get as much done as possible by midday.', style: 'drive' },
      ],
    },
    {
      id: 'ws-14',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you learn a new tool or system?',
      options: [
        { text: 'I explore it on my own until I understand it.', style: 'independence' },
        { text: 'I study it thoroughly so that I avoid mistakes later.', style: 'care' },
      ],
    },
    {
      id: 'ws-15',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when a deadline is set for a new project?',
      options: [
        { text: 'I aim to finish well ahead of the deadline.', style: 'drive' },
        { text: 'I use the time available to get every detail right.', style: 'care' },
      ],
    },
    // Day-to-day work
    {
      id: 'ws-16',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when your day does not go to plan?',
      options: [
        { text: 'I rearrange my tasks on the spot and keep going.', style: 'flexibility' },
        { text: 'I rebuild a clear schedule for the rest of the day.', style: 'structure' },
      ],
    },
    {
      id: 'ws-17',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you organise shared files?',
      options: [
        { text: 'I agree on a system with the team so everyone can use it.', style: 'collaboration' },
        { text: 'I set up a clear folder system and keep it in order.', style: 'structure' },
      ],
    },
    {
      id: 'ws-18',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you handle routine tasks?',
      options: [
        { text: 'I find my own efficient way to get them done.', style: 'independence' },
        { text: 'I follow the agreed procedure each time.', style: 'structure' },
      ],
    },
    {
      id: 'ws-19',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when you manage your to-do list?',
      options: [
        { text: 'I work through it quickly and take on more when I finish.', style: 'drive' },
        { text: 'I work through it in a set order, one item at a time.', style: 'structure' },
      ],
    },
    {
      id: 'ws-20',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you write a report?',
      options: [
        { text: 'I reread it closely to make sure every fact is correct.', style: 'care' },
        { text: 'I follow a standard outline so it is easy to navigate.', style: 'structure' },
      ],
    },
    {
      id: 'ws-21',
      version: 1,
      type: 'forced_choice',
      text: "Which describes you better when your team's plans change?",
      options: [
        { text: 'I meet with the team to agree on the new approach.', style: 'collaboration' },
        { text: 'I adjust my own work quickly to fit the change.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-22',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you solve an everyday problem at work?',
      options: [
        { text: 'I rely on my own judgement to decide what to do.', style: 'independence' },
        { text: 'I try a quick fix and change course if needed.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-23',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when you have several tasks at once?',
      options: [
        { text: 'I work at a fast pace to finish them all.', style: 'drive' },
        { text: 'I switch between them freely as the priorities shift.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-24',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when a customer asks for something unusual?',
      options: [
        { text: 'I check every detail so the result is exactly right for them.', style: 'care' },
        { text: 'I find a creative way to give them what they need.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-25',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you have a question about your work?',
      options: [
        { text: 'I look for the answer on my own before asking anyone.', style: 'independence' },
        { text: 'I ask a colleague, since we often solve it faster together.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-26',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you in a team meeting?',
      options: [
        { text: 'I keep the discussion moving so we reach decisions quickly.', style: 'drive' },
        { text: "I make sure everyone's view is heard before we decide.", style: 'collaboration' },
      ],
    },
    {
      id: 'ws-27',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when a colleague seems stressed?',
      options: [
        { text: 'I ask how they are and whether they need support.', style: 'care' },
        { text: 'I suggest we share the workload across the team.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-28',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you measure your own progress?',
      options: [
        { text: 'I compare my results with targets and aim higher.', style: 'drive' },
        { text: 'I judge my work by my own standards.', style: 'independence' },
      ],
    },
    {
      id: 'ws-29',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you finish a piece of work?',
      options: [
        { text: 'I go over it line by line to catch any errors.', style: 'care' },
        { text: 'I sign it off myself once I am satisfied with it.', style: 'independence' },
      ],
    },
    {
      id: 'ws-30',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you have a quiet afternoon?',
      options: [
        { text: 'I use it to improve work I have already done.', style: 'care' },
        { text: "I use it to get ahead on next week's tasks.", style: 'drive' },
      ],
    },
    // Working with others
    {
      id: 'ws-31',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you run a meeting?',
      options: [
        { text: 'I send an agenda in advance and keep to it.', style: 'structure' },
        { text: 'I let the discussion go where it is most useful.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-32',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when a team decision is needed?',
      options: [
        { text: 'I follow the agreed process for making decisions.', style: 'structure' },
        { text: 'I work towards an option everyone can support.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-33',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you work in a shared office?',
      options: [
        { text: 'I keep my desk and files in a fixed order.', style: 'structure' },
        { text: 'I prefer a quiet corner where I can work on my own.', style: 'independence' },
      ],
    },
    {
      id: 'ws-34',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when you work on a team target?',
      options: [
        { text: 'I track progress against the plan every week.', style: 'structure' },
        { text: 'I encourage the team to reach the target sooner.', style: 'drive' },
      ],
    },
    {
      id: 'ws-35',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you train a new colleague?',
      options: [
        { text: 'I take them through the procedures in a clear order.', style: 'structure' },
        { text: 'I make sure they feel confident before moving on.', style: 'care' },
      ],
    },
    {
      id: 'ws-36',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when a colleague asks for help at short notice?',
      options: [
        { text: 'I rearrange my day so I can help right away.', style: 'flexibility' },
        { text: 'I bring in others so we can solve it together.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-37',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you work on a shared project?',
      options: [
        { text: 'I take on whatever role the project needs at the time.', style: 'flexibility' },
        { text: 'I take ownership of one part and deliver it myself.', style: 'independence' },
      ],
    },
    {
      id: 'ws-38',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when your team is given a stretch goal?',
      options: [
        { text: 'I look for new ways of working that might get us there.', style: 'flexibility' },
        { text: 'I set a fast pace and keep everyone focused on the goal.', style: 'drive' },
      ],
    },
    {
      id: 'ws-39',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when a client changes their request?',
      options: [
        { text: 'I adapt our plans quickly to match the new request.', style: 'flexibility' },
        { text: 'I check that the change will not lower the quality of the work.', style: 'care' },
      ],
    },
    {
      id: 'ws-40',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you have an idea to improve a process?',
      options: [
        { text: 'I discuss it with the team and develop it together.', style: 'collaboration' },
        { text: 'I test it myself first and then share the results.', style: 'independence' },
      ],
    },
    {
      id: 'ws-41',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when your team is behind schedule?',
      options: [
        { text: 'I get the team together to agree how to catch up.', style: 'collaboration' },
        { text: 'I increase my own pace to close the gap.', style: 'drive' },
      ],
    },
    {
      id: 'ws-42',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when you give feedback to a colleague?',
      options: [
        { text: 'I invite them to discuss it so we reach a shared view.', style: 'collaboration' },
        { text: 'I choose my words carefully so they feel supported.', style: 'care' },
      ],
    },
    {
      id: 'ws-43',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you are given a task with no instructions?',
      options: [
        { text: 'I enjoy deciding for myself how to do it.', style: 'independence' },
        { text: 'I see it as a chance to deliver results quickly.', style: 'drive' },
      ],
    },
    {
      id: 'ws-44',
      version: 1,
      type: 'forced_choice',
      text: "Which describes you better when a colleague's work affects yours?",
      options: [
        { text: 'I trust them with their part and concentrate on delivering mine.', style: 'independence' },
        { text: 'I review how the parts fit together so the result is right.', style: 'care' },
      ],
    },
    {
      id: 'ws-45',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when your team finishes a project?',
      options: [
        { text: 'I am keen to move on to the next challenge.', style: 'drive' },
        { text: "I make sure everyone's effort has been recognised.", style: 'care' },
      ],
    },
    // Pressure and change
    {
      id: 'ws-46',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when there is an urgent problem?',
      options: [
        { text: 'I improvise a solution with what is available.', style: 'flexibility' },
        { text: 'I follow the established steps for handling it.', style: 'structure' },
      ],
    },
    {
      id: 'ws-47',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when a new process is introduced?',
      options: [
        { text: "I gather the team's views on how it works in practice.", style: 'collaboration' },
        { text: 'I learn the new steps exactly and apply them.', style: 'structure' },
      ],
    },
    {
      id: 'ws-48',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you have to make a quick decision?',
      options: [
        { text: 'I trust my own judgement and decide.', style: 'independence' },
        { text: 'I check the relevant guidelines before I decide.', style: 'structure' },
      ],
    },
    {
      id: 'ws-49',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when a deadline is moved forward?',
      options: [
        { text: 'I speed up and enjoy the challenge.', style: 'drive' },
        { text: 'I redraw the plan so every step still fits.', style: 'structure' },
      ],
    },
    {
      id: 'ws-50',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when a mistake is found in your work?',
      options: [
        { text: 'I fix it and recheck related work for similar errors.', style: 'care' },
        { text: 'I update the procedure so it does not happen again.', style: 'structure' },
      ],
    },
    {
      id: 'ws-51',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when your team is reorganised?',
      options: [
        { text: 'I work with my new colleagues to agree how we will work.', style: 'collaboration' },
        { text: 'I adapt quickly to my new role and tasks.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-52',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when your manager is unavailable?',
      options: [
        { text: 'I make the decision myself and take responsibility.', style: 'independence' },
        { text: 'I stay comfortable with the uncertainty and keep my options open.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-53',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when priorities change suddenly?',
      options: [
        { text: 'I focus hard on the new priority and deliver it fast.', style: 'drive' },
        { text: 'I accept the change easily and adjust my plans.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-54',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when a supplier is late?',
      options: [
        { text: 'I check that the delay will not affect quality or safety.', style: 'care' },
        { text: 'I quickly find another way to keep the work moving.', style: 'flexibility' },
      ],
    },
    {
      id: 'ws-55',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you face a difficult problem?',
      options: [
        { text: 'I work on it alone until I find a solution.', style: 'independence' },
        { text: 'I bring colleagues together to solve it as a group.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-56',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when the workload is high across the team?',
      options: [
        { text: 'I take on extra tasks to keep output high.', style: 'drive' },
        { text: 'I help the team share the work fairly.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-57',
      version: 1,
      type: 'forced_choice',
      text: 'Which sounds more like you when a project is under pressure?',
      options: [
        { text: 'I watch that no one on the team becomes overloaded.', style: 'care' },
        { text: 'I keep everyone in regular contact so we stay aligned.', style: 'collaboration' },
      ],
    },
    {
      id: 'ws-58',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you when you are given a challenging target?',
      options: [
        { text: 'I push myself hard to exceed it.', style: 'drive' },
        { text: 'I work out my own plan for reaching it.', style: 'independence' },
      ],
    },
    {
      id: 'ws-59',
      version: 1,
      type: 'forced_choice',
      text: 'Which describes you better when you work without supervision?',
      options: [
        { text: 'I take extra care that everything meets the required standard.', style: 'care' },
        { text: 'I enjoy having the freedom to make my own decisions.', style: 'independence' },
      ],
    },
    {
      id: 'ws-60',
      version: 1,
      type: 'forced_choice',
      text: 'Which is more like you at the end of a very busy week?',
      options: [
        { text: 'I make sure the team is rested and ready for next week.', style: 'care' },
        { text: 'I look at what we achieved and set higher goals for next week.', style: 'drive' },
      ],
    },
  ],
};
