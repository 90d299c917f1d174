export * from './auth';
export * from './companies';
export * from './contact';
export * from './mail';
