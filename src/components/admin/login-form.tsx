import { adminCopy } from "@/content/admin";
import { Button } from "@/components/ui/button";
import { Notice, controlClass, labelClass } from "./admin-shell";

/** The sign-in form: a plain POST to the page itself (no JavaScript); the error, if any, is announced as an alert. */
export function LoginForm({
  action,
  username,
  error,
  notice,
}: {
  action: string;
  username?: string;
  error?: string;
  notice?: string;
}) {
  const copy = adminCopy.login;
  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-gray-300 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-navy-900">{copy.title}</h1>
      <p className="mt-1 text-muted">{copy.lead}</p>
      <div className="mt-5 grid gap-3">
        {notice ? <Notice tone="success">{notice}</Notice> : null}
        {error ? <Notice tone="error">{error}</Notice> : null}
      </div>
      <form method="post" action={action} className="mt-5 grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="username" className={labelClass}>
            {copy.username}
          </label>
          <input
            id="username"
            name="username"
            type="text"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={username}
            aria-invalid={error ? true : undefined}
            className={controlClass}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="password" className={labelClass}>
            {copy.password}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            className={controlClass}
          />
        </div>
        <Button type="submit" variant="secondary">
          {copy.submit}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted">{copy.noAccount}</p>
    </div>
  );
}
