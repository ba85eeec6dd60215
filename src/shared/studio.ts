/** The studio's identity as the web app receives it from `GET /api/studio` (settings, not code). */
export interface StudioInfo {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  directionsUrl: string;
  instagramUrl: string;
  facebookUrl: string;
  youtubeUrl: string;
  currency: string;
  timeZone: string;
  established: number;
  googleSignIn: boolean;
}
