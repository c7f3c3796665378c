/**
 * The route table. Only the landing page is in the initial bundle; every other page is a lazy
 * chunk, and every page that reads or writes data sits under GraphqlLayout, so Apollo Client
 * loads with the first of them and never with the landing page.
 * /university-search is public: logged out it is a standalone page, logged in it sits inside the
 * platform layout (spec 2 section 2, SignedInPlatformLayout), so it is outside RequireSession.
 */

import { ROUTES } from "@gradplan/schema";
import { Navigate, type RouteObject } from "react-router-dom";
import { RequireSession } from "../features/auth/RequireSession";
import { LandingPage } from "../features/landing/LandingPage";
import { AppLayout } from "./AppLayout";
import { RouteErrorPage } from "./RouteErrorPage";

export const routes: RouteObject[] = [
  {
    path: ROUTES.landing,
    element: <AppLayout />,
    // Opening a lazy page directly renders nothing for the moment its chunk takes to load.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: ROUTES.about,
            lazy: () =>
              import("../features/about/AboutPage").then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: ROUTES.contact,
            lazy: () =>
              import("../features/contact/ContactPage").then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: ROUTES.termsAndConditions,
            lazy: () =>
              import("../features/legal/TermsPage").then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: ROUTES.privacyPolicy,
            lazy: () =>
              import("../features/legal/PrivacyPage").then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            path: ROUTES.callbackError,
            lazy: () =>
              import("../features/callback/CallbackErrorPage").then((m) => ({
                Component: m.CallbackErrorPage,
              })),
          },
          {
            path: ROUTES.callbackSuccess,
            lazy: () =>
              import("../features/callback/CallbackSuccessPage").then((m) => ({
                Component: m.CallbackSuccessPage,
              })),
          },
          {
            path: ROUTES.login,
            lazy: () =>
              import("../features/auth/LoginPage").then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: ROUTES.register,
            lazy: () =>
              import("../features/auth/RegisterPage").then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: ROUTES.forgotPassword,
            lazy: () =>
              import("../features/auth/ForgotPasswordPage").then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: ROUTES.resetPassword,
            lazy: () =>
              import("../features/auth/ResetPasswordPage").then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          ...[ROUTES.newsletterUnsubscribe, `${ROUTES.newsletterUnsubscribe}/:token`].map(
            (path) => ({
              path,
              lazy: () =>
                import("../features/newsletter/NewsletterLinkPage").then((m) => ({
                  Component: m.NewsletterUnsubscribePage,
                })),
            }),
          ),
          ...[ROUTES.remindersUnsubscribe, `${ROUTES.remindersUnsubscribe}/:token`].map((path) => ({
            path,
            lazy: () =>
              import("../features/reminders/RemindersUnsubscribePage").then((m) => ({
                Component: m.RemindersUnsubscribePage,
              })),
          })),
          {
            path: `${ROUTES.newsletterConfirm}/:token`,
            lazy: () =>
              import("../features/newsletter/NewsletterLinkPage").then((m) => ({
                Component: m.NewsletterConfirmPage,
              })),
          },
          {
            // Every page that reads or writes data: Apollo loads with the first of them.
            lazy: () => import("./GraphqlLayout").then((m) => ({ Component: m.GraphqlLayout })),
            children: [
              {
                // Public, but inside the platform frame for a signed-in student.
                lazy: () =>
                  import("./SignedInPlatformLayout").then((m) => ({
                    Component: m.SignedInPlatformLayout,
                  })),
                children: [
                  {
                    path: ROUTES.universitySearch,
                    lazy: () =>
                      import("../features/search/UniversitySearchPage").then((m) => ({
                        Component: m.UniversitySearchPage,
                      })),
                  },
                  {
                    path: ROUTES.submitResults,
                    lazy: () =>
                      import("../features/results/submit/SubmitResultsPage").then((m) => ({
                        Component: m.SubmitResultsPage,
                      })),
                  },
                  {
                    path: ROUTES.communityResults,
                    lazy: () =>
                      import("../features/results/browse/CommunityResultsPage").then((m) => ({
                        Component: m.CommunityResultsPage,
                      })),
                  },
                  {
                    path: ROUTES.calibrationReport,
                    lazy: () =>
                      import("../features/results/calibration/CalibrationPage").then((m) => ({
                        Component: m.CalibrationPage,
                      })),
                  },
                ],
              },
              {
                // Pages for logged-in students only (spec 1 section 6).
                element: <RequireSession />,
                children: [
                  {
                    // Every student page sits in the platform layout (side navigation).
                    lazy: () =>
                      import("./PlatformLayout").then((m) => ({ Component: m.PlatformLayout })),
                    children: [
                      {
                        path: ROUTES.dashboard,
                        lazy: () =>
                          import("../features/dashboard/DashboardPage").then((m) => ({
                            Component: m.DashboardPage,
                          })),
                      },
                      {
                        path: ROUTES.profile,
                        lazy: () =>
                          import("../features/profile/ProfilePage").then((m) => ({
                            Component: m.ProfilePage,
                          })),
                      },
                      {
                        path: ROUTES.universityShortlisting,
                        lazy: () =>
                          import("../features/shortlist/ShortlistPage").then((m) => ({
                            Component: m.ShortlistPage,
                          })),
                      },
                      {
                        path: ROUTES.resumeEvaluation,
                        lazy: () =>
                          import("../features/resume/ResumePage").then((m) => ({
                            Component: m.ResumePage,
                          })),
                      },
                      {
                        path: ROUTES.sopEvaluation,
                        lazy: () =>
                          import("../features/sop/SopPage").then((m) => ({
                            Component: m.SopPage,
                          })),
                      },
                      {
                        path: ROUTES.accountSettings,
                        lazy: () =>
                          import("../features/account/AccountSettingsPage").then((m) => ({
                            Component: m.AccountSettingsPage,
                          })),
                      },
                    ],
                  },
                ],
              },
              {
                path: ROUTES.universityDetails,
                lazy: () =>
                  import("../features/university/UniversityDetailsPage").then((m) => ({
                    Component: m.UniversityDetailsPage,
                  })),
              },
            ],
          },
          { path: "*", element: <Navigate to={ROUTES.landing} replace /> },
        ],
      },
    ],
  },
];
