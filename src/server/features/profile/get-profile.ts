import { eq } from "drizzle-orm";
import { isProfileComplete } from "../../../shared/identity.ts";
import type { Profile } from "../../../shared/profile.ts";
import type { Executor } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";

export async function getProfile(db: Executor, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      nickname: user.nickname,
      phone: user.phone,
      email: user.email,
      role: user.role,
      credits: user.credits,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new AppError("not_found", "This account no longer exists.", 404);
  return {
    ...row,
    role: row.role === "admin" ? "admin" : "student",
    profileComplete: isProfileComplete(row),
    createdAt: row.createdAt.toISOString(),
  };
}
