export { aiRoutePaths, registerAiRoutes } from './routes'
export { apiBodyLimit } from './body-limit'
export { defineAiRoute, mountAiRoute } from './define-route'
