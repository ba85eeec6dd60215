import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPackage } from "../../../shared/packages.ts";
import { api } from "../../lib/api-client.ts";
import { PACKAGES_QUERY_KEY } from "../plans/use-plans.ts";
import type { PackageRequest } from "./package-form-values.ts";

const PACKAGES_KEY = ["admin", "packages"] as const;

/** What a create, an edit or a status change answers. */
export interface PackageSaved {
  message: string;
  package: AdminPackage;
}

/** Every package, on sale or not, with its usage. */
export function useAdminPackages() {
  return useQuery({
    queryKey: [...PACKAGES_KEY, "list"],
    queryFn: () => api.get<AdminPackage[]>("/api/admin/packages"),
  });
}

export function useAdminPackage(id: string) {
  return useQuery({
    queryKey: [...PACKAGES_KEY, "one", id],
    queryFn: () => api.get<AdminPackage>(`/api/admin/packages/${encodeURIComponent(id)}`),
  });
}

/** After a change the admin lists and the packages on /plan (key "packages") both ask again. */
function useRefreshPackages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: PACKAGES_QUERY_KEY }),
    ]);
}

export function useCreatePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: (input: PackageRequest) => api.post<PackageSaved>("/api/admin/packages", input),
    onSuccess: refresh,
  });
}

export function useUpdatePackage(id: string) {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: (input: PackageRequest) =>
      api.put<PackageSaved>(`/api/admin/packages/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

/** Deactivate (off sale) or activate again. */
export function useSetPackageStatus() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.post<PackageSaved>(`/api/admin/packages/${encodeURIComponent(id)}/status`, {
        isActive,
      }),
    onSuccess: refresh,
  });
}
