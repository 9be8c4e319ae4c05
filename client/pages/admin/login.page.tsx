import { useLocation } from "wouter";
import { ArrowLeft, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AdminLoginForm } from "@/features/admin-auth/admin-login-form";
import { plainHead } from "@common/page-heads";
import { definePage } from "../page-module";

/** /admin and /admin/login: the moderator's sign-in; success goes to /admin/dashboard. */
export function AdminLoginPage() {
  const [, navigate] = useLocation();
  return (
    <div className="container mx-auto flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md space-y-4">
        <Card>
          <CardHeader className="items-center text-center">
            <ShieldCheck className="h-10 w-10 text-primary" aria-hidden="true" />
            <CardTitle>
              <h1>Admin Login</h1>
            </CardTitle>
            <CardDescription>Sign in to moderate notices and comments.</CardDescription>
          </CardHeader>
          <CardContent>
            <AdminLoginForm onLoggedIn={() => navigate("/admin/dashboard")} />
          </CardContent>
        </Card>
        <Button variant="outline" className="w-full" onClick={() => navigate("/")}>
          <ArrowLeft aria-hidden="true" />
          Back to Homepage
        </Button>
      </div>
    </div>
  );
}

export const page = definePage({
  name: "admin",
  path: "/admin",
  kind: "admin",
  head: plainHead("Admin Login"),
  component: AdminLoginPage,
});

export const loginPage = definePage({
  name: "adminLogin",
  path: "/admin/login",
  kind: "admin",
  head: plainHead("Admin Login"),
  component: AdminLoginPage,
});
