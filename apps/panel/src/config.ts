// The only module reading import.meta.env. Values come from VITE_* variables in the repo-root .env files.

/** Where the API lives; '' means same origin (the product serves the API and the apps on one port). */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';
