/**
 * Where the dev server and `vite preview` send /api and /images: the API's address, API_URL (default
 * http://127.0.0.1:3000, where `npm run dev` and `npm start` listen unless PORT says otherwise).
 */
export function apiProxy(apiUrl = process.env.API_URL || 'http://127.0.0.1:3000') {
  if (!URL.canParse(apiUrl)) throw new Error(`API_URL must be the API's address, like http://127.0.0.1:3000: got ${apiUrl}`);
  return { '/api': apiUrl, '/images': apiUrl };
}
