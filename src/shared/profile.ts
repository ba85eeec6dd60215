import type { Role } from "./constants.ts";

/** What `GET /api/me` answers. */
export interface Profile {
  id: string;
  name: string;
  nickname: string | null;
  phone: string | null;
  email: string;
  role: Role;
  credits: number;
  profileComplete: boolean;
  createdAt: string;
}
