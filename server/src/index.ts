export { createApp, type App, type AppDeps, type AppEnv } from './app';
export { loadConfig, type Config } from './env';
