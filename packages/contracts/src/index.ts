export * from './auth';
export * from './candidates';
export * from './companies';
export * from './constants';
export * from './contact';
export * from './errors';
export * from './health';
export * from './me';
