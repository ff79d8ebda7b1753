// Imported first by main.ts: a server runs libraries in their production builds unless told otherwise (React's
// development build renders published pages several times slower and warns on every render).
process.env.NODE_ENV ??= 'production';
