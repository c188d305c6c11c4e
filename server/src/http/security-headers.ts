import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response, pages and API alike. The CSP allows only our own scripts (no inline
 * script), inline styles (React style props), images from https (account photos), and the contact page's map
 * frame.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // The kiosk renderer (another origin) loads API responses through CORS; CORP must not block it.
    crossOriginResourcePolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
  });
}
