export * from './assessments';
export * from './auth';
export * from './candidate-assessment';
export * from './candidates';
export * from './companies';
export * from './contact';
export * from './forms';
export * from './mail';
