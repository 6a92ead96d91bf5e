/** Generated from the server's OpenAPI document by `npm run api:types`. Do not edit. */
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            /** @enum {string} */
                            database: "up" | "down";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok" | "unavailable";
                            /** @enum {string} */
                            database: "up" | "down";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; a confirmation link is mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        fullName: string;
                        artistName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Answers twoFactorRequired when the account has two-factor on; then call /api/auth/two-factor/verify.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            twoFactorRequired: boolean;
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string | null;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                                emailVerified: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                                /** @enum {string} */
                                standing: "active" | "suspended" | "banned" | "terms";
                                unacknowledgedWarnings: number;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second sign-in step: the code from the authenticator app */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string | null;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                                emailVerified: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                                /** @enum {string} */
                                standing: "active" | "suspended" | "banned" | "terms";
                                unacknowledgedWarnings: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/backup-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second sign-in step with one of the backup codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string | null;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                                emailVerified: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                                /** @enum {string} */
                                standing: "active" | "suspended" | "banned" | "terms";
                                unacknowledgedWarnings: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new confirmation link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The confirmation link from the sign-up mail; redirects to the home page */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with the token from the reset mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                email: string;
                                fullName: string;
                                artistName: string | null;
                                bio: string | null;
                                avatarUrl: string | null;
                                socialLinks: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the signed-in user's profile (the email cannot be changed) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fullName?: string;
                        artistName?: string;
                        bio?: string;
                        socialLinks?: {
                            spotify?: string;
                            apple_music?: string;
                            youtube?: string;
                            instagram?: string;
                            twitter?: string;
                            tiktok?: string;
                            website?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                email: string;
                                fullName: string;
                                artistName: string | null;
                                bio: string | null;
                                avatarUrl: string | null;
                                socialLinks: {
                                    [key: string]: string;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session is signed out */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a profile picture (multipart, field `file`, up to 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                email: string;
                                fullName: string;
                                artistName: string | null;
                                bio: string | null;
                                avatarUrl: string | null;
                                socialLinks: {
                                    [key: string]: string;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's current profile picture (WebP) */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's privacy settings (the defaults until first saved) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                /** @enum {string} */
                                profileVisibility: "public" | "private";
                                marketingEmails: boolean;
                                dataSharingOptIn: boolean;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save the signed-in user's privacy settings */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        profileVisibility: "public" | "private";
                        marketingEmails: boolean;
                        dataSharingOptIn: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                /** @enum {string} */
                                profileVisibility: "public" | "private";
                                marketingEmails: boolean;
                                dataSharingOptIn: boolean;
                                updatedAt: string | null;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One-click unsubscribe from newsletters (the link in every newsletter); answers HTML */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** RFC 8058 one-click unsubscribe (mail clients POST List-Unsubscribe=One-Click) */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download everything Offbeat stores about the signed-in user (JSON attachment) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/termination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's latest account termination request, if any */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** Format: uuid */
                                id: string;
                                reason: string | null;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "rejected";
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Ask for the account to be terminated (processed within 30 days) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** Format: uuid */
                                id: string;
                                reason: string | null;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "rejected";
                                createdAt: string;
                                updatedAt: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, with their standing and the warnings to acknowledge (open to suspended users) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string | null;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                                emailVerified: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                                /** @enum {string} */
                                standing: "active" | "suspended" | "banned" | "terms";
                                unacknowledgedWarnings: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor enrolment; confirm it with a code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totpURI: string;
                            secret: string;
                            backupCodes: string[];
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish two-factor enrolment with a code from the app */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            /** @enum {string} */
                            message: "Two-Factor Authentication enabled";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor off (removes the factor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the factor and enrol a new one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totpURI: string;
                            secret: string;
                            backupCodes: string[];
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stream a private file through a short-lived signed link (supports Range) */
        get: {
            parameters: {
                query: {
                    exp: number;
                    sig: string;
                    name?: string;
                };
                header?: never;
                path: {
                    /** @description The file's storage key */
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file's bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description The requested byte range of the file */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the label newsletter to every user whose marketing emails are on (admin only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subject: string;
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            queued: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partner-contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** CSV of the users who opted in to share their contact details with partners (admin only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deletion-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account deletion requests, newest first (admin only) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                reason: string | null;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "rejected";
                                createdAt: string;
                                updatedAt: string;
                                user: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                    deleted: boolean;
                                } | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deletion-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a deletion request's status; completed deletes the account (admin only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending" | "in_progress" | "completed" | "rejected";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                /** Format: uuid */
                                id: string;
                                reason: string | null;
                                /** @enum {string} */
                                status: "pending" | "in_progress" | "completed" | "rejected";
                                createdAt: string;
                                updatedAt: string;
                                user: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                    deleted: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Give an account another role: artist, staff or admin (admin only; not your own) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "artist" | "staff" | "admin";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account figures for the Admin Panel (admin only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                total: number;
                                artists: number;
                                staff: number;
                                admins: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All releases for review (staff and admins): newest first, searched on title, artist or owner email, one status or all (default submitted), paginated */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "all" | "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                };
                                adminNotes: string | null;
                                /** @enum {string} */
                                copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    audioUrl: string | null;
                                }[];
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a submitted release (staff and admins); the owner is notified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        notes?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                };
                                adminNotes: string | null;
                                /** @enum {string} */
                                copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    audioUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a submitted release (staff and admins) with a reason, or null from a quick button; the owner is notified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        notes?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                };
                                adminNotes: string | null;
                                /** @enum {string} */
                                copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    audioUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/distribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark as Distributed (staff and admins): starts delivery of an approved release to every selected platform whose store is enabled; it stays approved until every store has the batch, then becomes distributed and the owner is notified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        notes?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                };
                                adminNotes: string | null;
                                /** @enum {string} */
                                copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    audioUrl: string | null;
                                }[];
                            };
                            /** @description Stores the release is now queued for */
                            queued: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/copyright": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release's copyright status and each track's latest check: status, confidence, sources and up to 8 matches (staff and admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            releaseId: string;
                            /** @enum {string} */
                            copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                            running: boolean;
                            tracks: {
                                trackId: string;
                                trackNumber: number;
                                title: string;
                                hasAudio: boolean;
                                check: {
                                    id: string;
                                    /** @enum {string} */
                                    status: "clear" | "flagged" | "violation";
                                    confidence: number;
                                    checkedAt: string;
                                    checkedBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    matches: {
                                        title: string;
                                        artist: string;
                                        similarity: number;
                                        /** @enum {string} */
                                        matchType: "exact" | "metadata" | "fuzzy";
                                        confidence: number;
                                        /** @enum {string} */
                                        source: "offbeat" | "acoustid" | "musicbrainz" | "lastfm" | "itunes" | "discogs";
                                        fingerprint: boolean;
                                        details: string | null;
                                        releaseDate: string | null;
                                        url: string | null;
                                        mbid: string | null;
                                        listeners: number | null;
                                    }[];
                                    sources: {
                                        /** @enum {string} */
                                        source: "offbeat" | "acoustid" | "musicbrainz" | "lastfm" | "itunes" | "discogs";
                                        label: string;
                                        /** @enum {string} */
                                        state: "ok" | "failed" | "off" | "unavailable";
                                    }[];
                                    /** @enum {string} */
                                    fingerprint: "computed" | "unavailable" | "failed";
                                    error: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/copyright-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a copyright check of the release (staff and admins); needs a track with audio, a title and an artist. The result arrives as release.copyright-checked on the staff topic */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            releaseId: string;
                            /** @enum {string} */
                            copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                            running: boolean;
                            tracks: {
                                trackId: string;
                                trackNumber: number;
                                title: string;
                                hasAudio: boolean;
                                check: {
                                    id: string;
                                    /** @enum {string} */
                                    status: "clear" | "flagged" | "violation";
                                    confidence: number;
                                    checkedAt: string;
                                    checkedBy: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    matches: {
                                        title: string;
                                        artist: string;
                                        similarity: number;
                                        /** @enum {string} */
                                        matchType: "exact" | "metadata" | "fuzzy";
                                        confidence: number;
                                        /** @enum {string} */
                                        source: "offbeat" | "acoustid" | "musicbrainz" | "lastfm" | "itunes" | "discogs";
                                        fingerprint: boolean;
                                        details: string | null;
                                        releaseDate: string | null;
                                        url: string | null;
                                        mbid: string | null;
                                        listeners: number | null;
                                    }[];
                                    sources: {
                                        /** @enum {string} */
                                        source: "offbeat" | "acoustid" | "musicbrainz" | "lastfm" | "itunes" | "discogs";
                                        label: string;
                                        /** @enum {string} */
                                        state: "ok" | "failed" | "off" | "unavailable";
                                    }[];
                                    /** @enum {string} */
                                    fingerprint: "computed" | "unavailable" | "failed";
                                    error: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin dashboard (admin only): totals, the latest broadcast, pending reviews and recent users */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            totals: {
                                users: number;
                                releases: number;
                                pendingReviews: number;
                            };
                            latestBroadcast: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                body: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                            } | null;
                            pending: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                };
                                adminNotes: string | null;
                                /** @enum {string} */
                                copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    audioUrl: string | null;
                                }[];
                            }[];
                            recentUsers: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every feature flag, ordered by key, with its current value (admin only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                key: "new_signups" | "release_submissions" | "messaging" | "withdrawals";
                                enabled: boolean;
                                updatedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feature-flags/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn a feature flag on or off; audited SET_FEATURE_FLAG (admin only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: "new_signups" | "release_submissions" | "messaging" | "withdrawals";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flag: {
                                /** @enum {string} */
                                key: "new_signups" | "release_submissions" | "messaging" | "withdrawals";
                                enabled: boolean;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Broadcasts, newest first, 20 a page (admin only) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                body: string;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Post a broadcast (title and body, trimmed); audited POST_BROADCAST (admin only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            broadcast: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                body: string;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/broadcasts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a broadcast; audited DELETE_BROADCAST (admin only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every announcement (active, inactive, expired), newest first (admin only) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                message: string;
                                /** @enum {string} */
                                type: "info" | "success" | "warning" | "urgent";
                                createdAt: string;
                                expiresAt: string | null;
                                isActive: boolean;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Publish an announcement; audited CREATE_ANNOUNCEMENT (admin only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        message: string;
                        /**
                         * @default info
                         * @enum {string}
                         */
                        type?: "info" | "success" | "warning" | "urgent";
                        /**
                         * Format: date-time
                         * @default null
                         */
                        expiresAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            announcement: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                message: string;
                                /** @enum {string} */
                                type: "info" | "success" | "warning" | "urgent";
                                createdAt: string;
                                expiresAt: string | null;
                                isActive: boolean;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit or deactivate an announcement; audited UPDATE_ANNOUNCEMENT (admin only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        message?: string;
                        /** @enum {string} */
                        type?: "info" | "success" | "warning" | "urgent";
                        /** Format: date-time */
                        expiresAt?: string | null;
                        isActive?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            announcement: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                message: string;
                                /** @enum {string} */
                                type: "info" | "success" | "warning" | "urgent";
                                createdAt: string;
                                expiresAt: string | null;
                                isActive: boolean;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, with who acted and what each entry is about (admin only) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                action: string;
                                targetType: string;
                                targetId: string | null;
                                details: {
                                    [key: string]: unknown;
                                };
                                createdAt: string;
                                actor: {
                                    /** Format: uuid */
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                subject: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/distribution-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The label's distribution settings: name, DPID, GS1 company prefix, ISRC prefix, P/C-line owners (admin only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                labelName: string;
                                dpid: string | null;
                                gs1CompanyPrefix: string | null;
                                isrcPrefix: string | null;
                                pLineOwner: string;
                                cLineOwner: string;
                                /** @enum {string|null} */
                                upcFormat: "UPC-A" | "EAN-13" | null;
                                upcSequenceDigits: number | null;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save the label's distribution settings; audited UPDATE_DISTRIBUTION_SETTINGS (admin only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        labelName: string;
                        dpid: string | null;
                        gs1CompanyPrefix: string | null;
                        isrcPrefix: string | null;
                        pLineOwner: string;
                        cLineOwner: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            settings: {
                                labelName: string;
                                dpid: string | null;
                                gs1CompanyPrefix: string | null;
                                isrcPrefix: string | null;
                                pLineOwner: string;
                                cLineOwner: string;
                                /** @enum {string|null} */
                                upcFormat: "UPC-A" | "EAN-13" | null;
                                upcSequenceDigits: number | null;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores releases are delivered to: DPID, enabled, transport; credentials only as has* flags (admin only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stores: {
                                /** @enum {string} */
                                id: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                displayName: string;
                                dpid: string | null;
                                enabled: boolean;
                                /** @enum {string} */
                                transport: "folder" | "sftp";
                                folderPath: string | null;
                                directory: string;
                                sftp: {
                                    host: string;
                                    /** @default 22 */
                                    port: number;
                                    username: string;
                                    remoteDirectory: string;
                                    hostKeyFingerprint?: string;
                                } | null;
                                hasPrivateKey: boolean;
                                hasPassphrase: boolean;
                                hasPassword: boolean;
                                updatedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a store; credentials are write-only (absent keeps, empty removes, a value replaces); audited UPDATE_STORE (admin only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        dpid: string | null;
                        enabled: boolean;
                        /** @enum {string} */
                        transport: "folder" | "sftp";
                        folderPath: string | null;
                        sftp: {
                            host: string;
                            /** @default 22 */
                            port?: number;
                            username: string;
                            remoteDirectory: string;
                            hostKeyFingerprint?: string;
                        } | null;
                        credentials?: {
                            privateKey?: string;
                            passphrase?: string;
                            password?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            store: {
                                /** @enum {string} */
                                id: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                displayName: string;
                                dpid: string | null;
                                enabled: boolean;
                                /** @enum {string} */
                                transport: "folder" | "sftp";
                                folderPath: string | null;
                                directory: string;
                                sftp: {
                                    host: string;
                                    /** @default 22 */
                                    port: number;
                                    username: string;
                                    remoteDirectory: string;
                                    hostKeyFingerprint?: string;
                                } | null;
                                hasPrivateKey: boolean;
                                hasPassphrase: boolean;
                                hasPassword: boolean;
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every release's delivery to every store (staff and admins): failures first, then the latest changed; filtered by store and state, paginated; with each store's counts per state */
        get: {
            parameters: {
                query?: {
                    store?: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                    state?: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                storeName: string;
                                /** @enum {string} */
                                kind: "release" | "takedown";
                                /** @enum {string} */
                                state: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                                label: string;
                                reason: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                deliveredAt: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                liveAt: string | null;
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                releaseId: string;
                                releaseTitle: string;
                                artistName: string;
                                upc: string | null;
                                attempts: number;
                                batchId: string | null;
                                permissions: {
                                    retry: boolean;
                                    markLive: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                            counts: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                storeName: string;
                                counts: {
                                    queued: number;
                                    uploading: number;
                                    delivered: number;
                                    live: number;
                                    failed: number;
                                    taken_down: number;
                                };
                                total: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed delivery (of a release or of its takedown) again (staff and admins); audited RETRY_DELIVERY */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivery: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                storeName: string;
                                /** @enum {string} */
                                kind: "release" | "takedown";
                                /** @enum {string} */
                                state: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                                label: string;
                                reason: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                deliveredAt: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                liveAt: string | null;
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                releaseId: string;
                                releaseTitle: string;
                                artistName: string;
                                upc: string | null;
                                attempts: number;
                                batchId: string | null;
                                permissions: {
                                    retry: boolean;
                                    markLive: boolean;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/mark-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a release delivered to a store live there, for stores that send no acknowledgement (staff and admins); the owner is notified; audited MARK_DELIVERY_LIVE */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivery: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                storeName: string;
                                /** @enum {string} */
                                kind: "release" | "takedown";
                                /** @enum {string} */
                                state: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                                label: string;
                                reason: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                deliveredAt: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                liveAt: string | null;
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                releaseId: string;
                                releaseTitle: string;
                                artistName: string;
                                upc: string | null;
                                attempts: number;
                                batchId: string | null;
                                permissions: {
                                    retry: boolean;
                                    markLive: boolean;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a distributed release again, as a full new message, to every selected platform whose store is enabled (staff and admins); audited REDELIVER_RELEASE */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                };
                                adminNotes: string | null;
                                /** @enum {string} */
                                copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    audioUrl: string | null;
                                }[];
                            };
                            /** @description Stores the release is now queued for */
                            queued: number;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/releases/{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Correct an approved or distributed release's details (staff and admins): title, genre, subgenre, release date, description, and per track title, explicit, credits and preview start. Codes and the artist never change. The owner is notified; audited UPDATE_RELEASE_METADATA. Redeliver then sends the stores the corrected message */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        genre?: string;
                        subgenre?: string;
                        releaseDate?: string;
                        description?: string;
                        tracks?: {
                            /** Format: uuid */
                            id: string;
                            title?: string;
                            explicit?: boolean;
                            credits?: {
                                name: string;
                                role: string;
                            }[];
                            previewStartTime?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                owner: {
                                    /** Format: uuid */
                                    id: string;
                                    email: string;
                                    fullName: string;
                                    artistName: string | null;
                                };
                                adminNotes: string | null;
                                /** @enum {string} */
                                copyrightStatus: "pending" | "clear" | "flagged" | "violation";
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    audioUrl: string | null;
                                }[];
                            };
                            /** @description What changed, e.g. "title", "track 2 credits" */
                            changed: string[];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/takedowns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Takedown requests to decide (pending) and approved ones still being taken down, oldest first, with the stores done so far (staff and admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                releaseId: string;
                                releaseTitle: string;
                                artistName: string;
                                requestedBy: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "completed" | "rejected";
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/takedowns/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending takedown request with an optional note (staff and admins): each store that has the release is sent the takedown, the owner is notified; audited APPROVE_TAKEDOWN */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            takedown: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                releaseId: string;
                                releaseTitle: string;
                                artistName: string;
                                requestedBy: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "completed" | "rejected";
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/takedowns/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending takedown request with a reason the owner is told (staff and admins); audited REJECT_TAKEDOWN */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            takedown: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                releaseId: string;
                                releaseTitle: string;
                                artistName: string;
                                requestedBy: string | null;
                                reason: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "completed" | "rejected";
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User Management: live accounts newest first, searched on email, full name or artist name, by role (admin only) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    role?: "all" | "artist" | "admin" | "staff";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string | null;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                                releases: number;
                                warnings: number;
                                /** @enum {string} */
                                status: "active" | "suspended" | "banned";
                                /** @enum {string} */
                                standing: "active" | "suspended" | "banned" | "terms";
                                suspensionReason: string | null;
                                suspendedUntil: string | null;
                                createdAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User Details: profile, suspension, 10 latest warnings and suspensions, artist aliases (admin only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string | null;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                                releases: number;
                                warnings: number;
                                /** @enum {string} */
                                status: "active" | "suspended" | "banned";
                                /** @enum {string} */
                                standing: "active" | "suspended" | "banned" | "terms";
                                suspensionReason: string | null;
                                suspendedUntil: string | null;
                                createdAt: string;
                                bio: string | null;
                                emailVerified: boolean;
                                twoFactorEnabled: boolean;
                                isVerified: boolean;
                            };
                            suspension: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "temporary" | "permanent";
                                reason: string;
                                suspendedUntil: string | null;
                                createdAt: string;
                                suspendedByName: string | null;
                                suspendedByEmail: string | null;
                                tosAgreed: boolean;
                            } | null;
                            warnings: {
                                /** Format: uuid */
                                id: string;
                                reason: string;
                                /** @enum {string} */
                                severity: "low" | "medium" | "high";
                                createdAt: string;
                                expiresAt: string | null;
                                acknowledgedAt: string | null;
                                warnedByName: string | null;
                                warnedByEmail: string | null;
                            }[];
                            suspensions: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "temporary" | "permanent";
                                reason: string;
                                suspendedUntil: string | null;
                                createdAt: string;
                                suspendedByName: string | null;
                                suspendedByEmail: string | null;
                                tosAgreed: boolean;
                                isActive: boolean;
                                liftedAt: string | null;
                                liftedByName: string | null;
                            }[];
                            aliases: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a user for 1-365 days, or ban them (permanent); closes their sessions' sockets */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        /**
                         * @default temporary
                         * @enum {string}
                         */
                        type?: "temporary" | "permanent";
                        /** @default 7 */
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                            suspension: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "temporary" | "permanent";
                                reason: string;
                                suspendedUntil: string | null;
                                createdAt: string;
                                suspendedByName: string | null;
                                suspendedByEmail: string | null;
                                tosAgreed: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a user's suspension (no terms to agree to afterwards) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a warning: the user must acknowledge it, and is notified */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                        /**
                         * @default medium
                         * @enum {string}
                         */
                        severity?: "low" | "medium" | "high";
                        /** @default null */
                        expiresInDays?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                            warning: {
                                /** Format: uuid */
                                id: string;
                                reason: string;
                                /** @enum {string} */
                                severity: "low" | "medium" | "high";
                                createdAt: string;
                                expiresAt: string | null;
                                acknowledgedAt: string | null;
                                warnedByName: string | null;
                                warnedByEmail: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/artist-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an artist alias (admin only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My standing and the suspension the overlay shows (open to suspended users), with the support address */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            standing: "active" | "suspended" | "banned" | "terms";
                            suspension: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                type: "temporary" | "permanent";
                                reason: string;
                                suspendedUntil: string | null;
                                createdAt: string;
                                suspendedByName: string | null;
                                suspendedByEmail: string | null;
                                tosAgreed: boolean;
                            } | null;
                            supportEmail: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agree to the terms after a suspension has ended (open to users in that standing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        agree: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/warnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My warnings still to acknowledge, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            warnings: {
                                /** Format: uuid */
                                id: string;
                                reason: string;
                                /** @enum {string} */
                                severity: "low" | "medium" | "high";
                                createdAt: string;
                                expiresAt: string | null;
                                acknowledgedAt: string | null;
                                warnedByName: string | null;
                                warnedByEmail: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/warnings/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge one of my warnings (I Understand) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bell: my 50 newest notifications (admins: also audience admin and all) and unread counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                message: string;
                                /** @enum {string} */
                                type: "info" | "success" | "warning" | "urgent";
                                /** @enum {string} */
                                audience: "user" | "admin" | "all";
                                isRead: boolean;
                                createdAt: string;
                            }[];
                            unread: {
                                user: number;
                                admin: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all read: my notifications, and for admins the admin/all ones too */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            marked: number;
                            unread: {
                                user: number;
                                admin: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark read on a visit: releases (my own, /dashboard/release…) or admin (admin/all; admins only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        scope: "releases" | "admin";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            marked: number;
                            unread: {
                                user: number;
                                admin: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active, unexpired announcements for the top bar, newest first (at most 20) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                message: string;
                                /** @enum {string} */
                                type: "info" | "success" | "warning" | "urgent";
                                createdAt: string;
                                expiresAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/broadcasts/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest broadcast (the banner under the top bar), or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            broadcast: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                body: string;
                                createdAt: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My active conversations, latest activity first, with unread counts */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                isGroupChat: boolean;
                                title: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                lastMessageAt: string | null;
                                participants: {
                                    /** Format: uuid */
                                    id: string;
                                    artistName: string | null;
                                    fullName: string | null;
                                    email: string;
                                    /** @enum {string} */
                                    role: "artist" | "staff" | "admin";
                                    isCreator: boolean;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    joinedAt: string;
                                }[];
                                unreadCount: number;
                                lastMessage: {
                                    /** Format: uuid */
                                    id: string;
                                    preview: string;
                                    sender: {
                                        /** Format: uuid */
                                        id: string;
                                        artistName: string | null;
                                        fullName: string | null;
                                        email: string;
                                    } | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                block: {
                                    blockedByMe: boolean;
                                    blockedMe: boolean;
                                } | null;
                            }[];
                            /** @description Pass as `cursor`/`before` for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Total unread messages over my conversations (sidebar badge) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/direct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the direct conversation with a user (reused if it exists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversation: {
                                /** Format: uuid */
                                id: string;
                                isGroupChat: boolean;
                                title: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                lastMessageAt: string | null;
                                participants: {
                                    /** Format: uuid */
                                    id: string;
                                    artistName: string | null;
                                    fullName: string | null;
                                    email: string;
                                    /** @enum {string} */
                                    role: "artist" | "staff" | "admin";
                                    isCreator: boolean;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    joinedAt: string;
                                }[];
                                unreadCount: number;
                                lastMessage: {
                                    /** Format: uuid */
                                    id: string;
                                    preview: string;
                                    sender: {
                                        /** Format: uuid */
                                        id: string;
                                        artistName: string | null;
                                        fullName: string | null;
                                        email: string;
                                    } | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                block: {
                                    blockedByMe: boolean;
                                    blockedMe: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a group conversation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        memberIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversation: {
                                /** Format: uuid */
                                id: string;
                                isGroupChat: boolean;
                                title: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                lastMessageAt: string | null;
                                participants: {
                                    /** Format: uuid */
                                    id: string;
                                    artistName: string | null;
                                    fullName: string | null;
                                    email: string;
                                    /** @enum {string} */
                                    role: "artist" | "staff" | "admin";
                                    isCreator: boolean;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    joinedAt: string;
                                }[];
                                unreadCount: number;
                                lastMessage: {
                                    /** Format: uuid */
                                    id: string;
                                    preview: string;
                                    sender: {
                                        /** Format: uuid */
                                        id: string;
                                        artistName: string | null;
                                        fullName: string | null;
                                        email: string;
                                    } | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                block: {
                                    blockedByMe: boolean;
                                    blockedMe: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its members and block state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversation: {
                                /** Format: uuid */
                                id: string;
                                isGroupChat: boolean;
                                title: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                lastMessageAt: string | null;
                                participants: {
                                    /** Format: uuid */
                                    id: string;
                                    artistName: string | null;
                                    fullName: string | null;
                                    email: string;
                                    /** @enum {string} */
                                    role: "artist" | "staff" | "admin";
                                    isCreator: boolean;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    joinedAt: string;
                                }[];
                                unreadCount: number;
                                lastMessage: {
                                    /** Format: uuid */
                                    id: string;
                                    preview: string;
                                    sender: {
                                        /** Format: uuid */
                                        id: string;
                                        artistName: string | null;
                                        fullName: string | null;
                                        email: string;
                                    } | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                block: {
                                    blockedByMe: boolean;
                                    blockedMe: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a direct conversation (for me only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of messages, newest first */
        get: {
            parameters: {
                query?: {
                    before?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                conversationId: string;
                                sender: {
                                    /** Format: uuid */
                                    id: string;
                                    artistName: string | null;
                                    fullName: string | null;
                                    email: string;
                                } | null;
                                content: string;
                                /** @enum {string} */
                                messageType: "text";
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                            }[];
                            /** @description Pass as `cursor`/`before` for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send a text message */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                conversationId: string;
                                sender: {
                                    /** Format: uuid */
                                    id: string;
                                    artistName: string | null;
                                    fullName: string | null;
                                    email: string;
                                } | null;
                                content: string;
                                /** @enum {string} */
                                messageType: "text";
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the conversation read (my last-read time becomes now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            conversationId: string;
                            unreadCount: number;
                            totalUnread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell the other members I am typing (at most once a second is passed on) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add members to a group I am in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversation: {
                                /** Format: uuid */
                                id: string;
                                isGroupChat: boolean;
                                title: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                lastMessageAt: string | null;
                                participants: {
                                    /** Format: uuid */
                                    id: string;
                                    artistName: string | null;
                                    fullName: string | null;
                                    email: string;
                                    /** @enum {string} */
                                    role: "artist" | "staff" | "admin";
                                    isCreator: boolean;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    joinedAt: string;
                                }[];
                                unreadCount: number;
                                lastMessage: {
                                    /** Format: uuid */
                                    id: string;
                                    preview: string;
                                    sender: {
                                        /** Format: uuid */
                                        id: string;
                                        artistName: string | null;
                                        fullName: string | null;
                                        email: string;
                                    } | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                block: {
                                    blockedByMe: boolean;
                                    blockedMe: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a group */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block the other party of a direct conversation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            block: {
                                blockedByMe: boolean;
                                blockedMe: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Unblock the other party of a direct conversation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            block: {
                                blockedByMe: boolean;
                                blockedMe: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People I may start a conversation with or add to a group (pickers) */
        get: {
            parameters: {
                query?: {
                    purpose?: "direct" | "group";
                    q?: string;
                    role?: "artist" | "staff" | "admin";
                    conversationId?: string;
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                artistName: string | null;
                                fullName: string | null;
                                email: string;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                            }[];
                            /** @description Pass as `cursor`/`before` for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload audio (MP3, WAV, FLAC) or artwork (PNG, JPEG up to 10 MB): multipart field `file`, streamed to storage and checked by content */
        post: {
            parameters: {
                query: {
                    kind: "audio" | "artwork";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            upload: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "audio" | "artwork";
                                originalName: string;
                                contentType: string;
                                sizeBytes: number;
                                durationSeconds: number | null;
                                sampleRate: number | null;
                                bitDepth: number | null;
                                channels: number | null;
                                codec: string | null;
                                lossless: boolean | null;
                                width: number | null;
                                height: number | null;
                                colorSpace: string | null;
                                thumbnailUrl: string | null;
                                warnings: string[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of my uploads that no release uses (a cancelled or replaced file) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/artists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My artist aliases, by name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            artists: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add an artist alias (names are unique across the label, ignoring case) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            artist: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard home: my release counts and my five newest releases */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stats: {
                                totalReleases: number;
                                distributed: number;
                                pendingReviews: number;
                            };
                            recent: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My Releases: newest first, searched on title or artist (case-insensitive), paginated */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Save the builder's release as a new draft or submission (one transaction) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "draft" | "submitted";
                        title: string;
                        artistName: string;
                        /** @enum {string} */
                        releaseType: "single" | "ep" | "album";
                        genre: string;
                        subgenre: string;
                        releaseDate: string | "";
                        description: string;
                        platforms: ("spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster")[];
                        /** Format: uuid */
                        artworkUploadId: string | null;
                        upc?: string;
                        tracks: {
                            /** Format: uuid */
                            id?: string;
                            title: string;
                            /** Format: uuid */
                            audioUploadId: string | null;
                            explicit: boolean;
                            lyrics: string;
                            isrc: string;
                            credits: {
                                name: string;
                                role: string;
                            }[];
                            splits: {
                                collaboratorName: string;
                                collaboratorEmail: string;
                                role: string;
                                percentage: number;
                            }[];
                            previewStartTime?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                /** Format: uuid */
                                userId: string;
                                description: string | null;
                                adminNotes: string | null;
                                platforms: string[];
                                metadata: {
                                    [key: string]: unknown;
                                };
                                artwork: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    kind: "audio" | "artwork";
                                    originalName: string;
                                    contentType: string;
                                    sizeBytes: number;
                                    durationSeconds: number | null;
                                    sampleRate: number | null;
                                    bitDepth: number | null;
                                    channels: number | null;
                                    codec: string | null;
                                    lossless: boolean | null;
                                    width: number | null;
                                    height: number | null;
                                    colorSpace: string | null;
                                    thumbnailUrl: string | null;
                                    warnings: string[];
                                    createdAt: string;
                                } | null;
                                artworkUrl: string | null;
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    explicit: boolean;
                                    lyrics: string | null;
                                    isrc: string | null;
                                    previewStartTime: number | null;
                                    credits: {
                                        name: string;
                                        role: string;
                                    }[];
                                    splits: {
                                        /** Format: uuid */
                                        id: string;
                                        collaboratorName: string;
                                        collaboratorEmail: string | null;
                                        role: string;
                                        percentage: number;
                                    }[];
                                    audio: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @enum {string} */
                                        kind: "audio" | "artwork";
                                        originalName: string;
                                        contentType: string;
                                        sizeBytes: number;
                                        durationSeconds: number | null;
                                        sampleRate: number | null;
                                        bitDepth: number | null;
                                        channels: number | null;
                                        codec: string | null;
                                        lossless: boolean | null;
                                        width: number | null;
                                        height: number | null;
                                        colorSpace: string | null;
                                        thumbnailUrl: string | null;
                                        warnings: string[];
                                        createdAt: string;
                                    } | null;
                                    audioUrl: string | null;
                                }[];
                                warnings: string[];
                                takedown: {
                                    status: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                deliveries: {
                                    /** @enum {string} */
                                    storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                    storeName: string;
                                    /** @enum {string} */
                                    kind: "release" | "takedown";
                                    /** @enum {string} */
                                    state: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                                    label: string;
                                    reason: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    updatedAt: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    deliveredAt: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    liveAt: string | null;
                                }[];
                                permissions: {
                                    editInBuilder: boolean;
                                    editRejected: boolean;
                                    delete: boolean;
                                    requestTakedown: boolean;
                                    distribute: boolean;
                                    redeliver: boolean;
                                    correctMetadata: boolean;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One release with tracks, splits, signed audio links and pre-QC warnings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                /** Format: uuid */
                                userId: string;
                                description: string | null;
                                adminNotes: string | null;
                                platforms: string[];
                                metadata: {
                                    [key: string]: unknown;
                                };
                                artwork: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    kind: "audio" | "artwork";
                                    originalName: string;
                                    contentType: string;
                                    sizeBytes: number;
                                    durationSeconds: number | null;
                                    sampleRate: number | null;
                                    bitDepth: number | null;
                                    channels: number | null;
                                    codec: string | null;
                                    lossless: boolean | null;
                                    width: number | null;
                                    height: number | null;
                                    colorSpace: string | null;
                                    thumbnailUrl: string | null;
                                    warnings: string[];
                                    createdAt: string;
                                } | null;
                                artworkUrl: string | null;
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    explicit: boolean;
                                    lyrics: string | null;
                                    isrc: string | null;
                                    previewStartTime: number | null;
                                    credits: {
                                        name: string;
                                        role: string;
                                    }[];
                                    splits: {
                                        /** Format: uuid */
                                        id: string;
                                        collaboratorName: string;
                                        collaboratorEmail: string | null;
                                        role: string;
                                        percentage: number;
                                    }[];
                                    audio: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @enum {string} */
                                        kind: "audio" | "artwork";
                                        originalName: string;
                                        contentType: string;
                                        sizeBytes: number;
                                        durationSeconds: number | null;
                                        sampleRate: number | null;
                                        bitDepth: number | null;
                                        channels: number | null;
                                        codec: string | null;
                                        lossless: boolean | null;
                                        width: number | null;
                                        height: number | null;
                                        colorSpace: string | null;
                                        thumbnailUrl: string | null;
                                        warnings: string[];
                                        createdAt: string;
                                    } | null;
                                    audioUrl: string | null;
                                }[];
                                warnings: string[];
                                takedown: {
                                    status: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                deliveries: {
                                    /** @enum {string} */
                                    storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                    storeName: string;
                                    /** @enum {string} */
                                    kind: "release" | "takedown";
                                    /** @enum {string} */
                                    state: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                                    label: string;
                                    reason: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    updatedAt: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    deliveredAt: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    liveAt: string | null;
                                }[];
                                permissions: {
                                    editInBuilder: boolean;
                                    editRejected: boolean;
                                    delete: boolean;
                                    requestTakedown: boolean;
                                    distribute: boolean;
                                    redeliver: boolean;
                                    correctMetadata: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        /** Save a draft from the builder (tracks and splits replaced in one transaction) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "draft" | "submitted";
                        title: string;
                        artistName: string;
                        /** @enum {string} */
                        releaseType: "single" | "ep" | "album";
                        genre: string;
                        subgenre: string;
                        releaseDate: string | "";
                        description: string;
                        platforms: ("spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster")[];
                        /** Format: uuid */
                        artworkUploadId: string | null;
                        upc?: string;
                        tracks: {
                            /** Format: uuid */
                            id?: string;
                            title: string;
                            /** Format: uuid */
                            audioUploadId: string | null;
                            explicit: boolean;
                            lyrics: string;
                            isrc: string;
                            credits: {
                                name: string;
                                role: string;
                            }[];
                            splits: {
                                collaboratorName: string;
                                collaboratorEmail: string;
                                role: string;
                                percentage: number;
                            }[];
                            previewStartTime?: number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                /** Format: uuid */
                                userId: string;
                                description: string | null;
                                adminNotes: string | null;
                                platforms: string[];
                                metadata: {
                                    [key: string]: unknown;
                                };
                                artwork: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    kind: "audio" | "artwork";
                                    originalName: string;
                                    contentType: string;
                                    sizeBytes: number;
                                    durationSeconds: number | null;
                                    sampleRate: number | null;
                                    bitDepth: number | null;
                                    channels: number | null;
                                    codec: string | null;
                                    lossless: boolean | null;
                                    width: number | null;
                                    height: number | null;
                                    colorSpace: string | null;
                                    thumbnailUrl: string | null;
                                    warnings: string[];
                                    createdAt: string;
                                } | null;
                                artworkUrl: string | null;
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    explicit: boolean;
                                    lyrics: string | null;
                                    isrc: string | null;
                                    previewStartTime: number | null;
                                    credits: {
                                        name: string;
                                        role: string;
                                    }[];
                                    splits: {
                                        /** Format: uuid */
                                        id: string;
                                        collaboratorName: string;
                                        collaboratorEmail: string | null;
                                        role: string;
                                        percentage: number;
                                    }[];
                                    audio: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @enum {string} */
                                        kind: "audio" | "artwork";
                                        originalName: string;
                                        contentType: string;
                                        sizeBytes: number;
                                        durationSeconds: number | null;
                                        sampleRate: number | null;
                                        bitDepth: number | null;
                                        channels: number | null;
                                        codec: string | null;
                                        lossless: boolean | null;
                                        width: number | null;
                                        height: number | null;
                                        colorSpace: string | null;
                                        thumbnailUrl: string | null;
                                        warnings: string[];
                                        createdAt: string;
                                    } | null;
                                    audioUrl: string | null;
                                }[];
                                warnings: string[];
                                takedown: {
                                    status: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                deliveries: {
                                    /** @enum {string} */
                                    storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                    storeName: string;
                                    /** @enum {string} */
                                    kind: "release" | "takedown";
                                    /** @enum {string} */
                                    state: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                                    label: string;
                                    reason: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    updatedAt: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    deliveredAt: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    liveAt: string | null;
                                }[];
                                permissions: {
                                    editInBuilder: boolean;
                                    editRejected: boolean;
                                    delete: boolean;
                                    requestTakedown: boolean;
                                    distribute: boolean;
                                    redeliver: boolean;
                                    correctMetadata: boolean;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a draft with its tracks, splits and files */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{id}/resubmit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a rejected release and submit it again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        artistName: string;
                        releaseType: ("single" | "ep" | "album") | "";
                        genre: string;
                        subgenre: string;
                        releaseDate: string;
                        description: string;
                        /** Format: uuid */
                        artworkUploadId?: string;
                        trackAudio?: {
                            /** Format: uuid */
                            trackId: string;
                            /** Format: uuid */
                            audioUploadId: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            release: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                artistName: string;
                                /** @enum {string} */
                                releaseType: "single" | "ep" | "album";
                                genre: string | null;
                                subgenre: string | null;
                                /** @description YYYY-MM-DD */
                                releaseDate: string | null;
                                /** @enum {string} */
                                status: "draft" | "submitted" | "approved" | "rejected" | "distributed" | "taken_down";
                                totalTracks: number;
                                upc: string | null;
                                artworkThumbUrl: string | null;
                                /** @description ISO 8601 timestamp (UTC) */
                                createdAt: string;
                                /** @description ISO 8601 timestamp (UTC) */
                                updatedAt: string;
                                stores: {
                                    live: number;
                                    total: number;
                                } | null;
                                /** Format: uuid */
                                userId: string;
                                description: string | null;
                                adminNotes: string | null;
                                platforms: string[];
                                metadata: {
                                    [key: string]: unknown;
                                };
                                artwork: {
                                    /** Format: uuid */
                                    id: string;
                                    /** @enum {string} */
                                    kind: "audio" | "artwork";
                                    originalName: string;
                                    contentType: string;
                                    sizeBytes: number;
                                    durationSeconds: number | null;
                                    sampleRate: number | null;
                                    bitDepth: number | null;
                                    channels: number | null;
                                    codec: string | null;
                                    lossless: boolean | null;
                                    width: number | null;
                                    height: number | null;
                                    colorSpace: string | null;
                                    thumbnailUrl: string | null;
                                    warnings: string[];
                                    createdAt: string;
                                } | null;
                                artworkUrl: string | null;
                                tracks: {
                                    /** Format: uuid */
                                    id: string;
                                    trackNumber: number;
                                    title: string;
                                    duration: number;
                                    explicit: boolean;
                                    lyrics: string | null;
                                    isrc: string | null;
                                    previewStartTime: number | null;
                                    credits: {
                                        name: string;
                                        role: string;
                                    }[];
                                    splits: {
                                        /** Format: uuid */
                                        id: string;
                                        collaboratorName: string;
                                        collaboratorEmail: string | null;
                                        role: string;
                                        percentage: number;
                                    }[];
                                    audio: {
                                        /** Format: uuid */
                                        id: string;
                                        /** @enum {string} */
                                        kind: "audio" | "artwork";
                                        originalName: string;
                                        contentType: string;
                                        sizeBytes: number;
                                        durationSeconds: number | null;
                                        sampleRate: number | null;
                                        bitDepth: number | null;
                                        channels: number | null;
                                        codec: string | null;
                                        lossless: boolean | null;
                                        width: number | null;
                                        height: number | null;
                                        colorSpace: string | null;
                                        thumbnailUrl: string | null;
                                        warnings: string[];
                                        createdAt: string;
                                    } | null;
                                    audioUrl: string | null;
                                }[];
                                warnings: string[];
                                takedown: {
                                    status: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    createdAt: string;
                                } | null;
                                deliveries: {
                                    /** @enum {string} */
                                    storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                    storeName: string;
                                    /** @enum {string} */
                                    kind: "release" | "takedown";
                                    /** @enum {string} */
                                    state: "queued" | "uploading" | "delivered" | "live" | "failed" | "taken_down";
                                    label: string;
                                    reason: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    updatedAt: string;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    deliveredAt: string | null;
                                    /** @description ISO 8601 timestamp (UTC) */
                                    liveAt: string | null;
                                }[];
                                permissions: {
                                    editInBuilder: boolean;
                                    editRejected: boolean;
                                    delete: boolean;
                                    requestTakedown: boolean;
                                    distribute: boolean;
                                    redeliver: boolean;
                                    correctMetadata: boolean;
                                };
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{id}/takedown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a distributed release to be taken down */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                            message?: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{id}/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the release, tracks, credits and splits as a JSON file */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{id}/smart-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release's smart link as its artist's panel shows it (the owner, staff and admins): the page's address and state, every store the release was sent to in the page's order with its link, and the fan figures (addresses only of fans who consented) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            releaseId: string;
                            slug: string;
                            url: string;
                            enabled: boolean;
                            profilePrivate: boolean;
                            preRelease: boolean;
                            releaseDate: string | null;
                            stores: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                label: string;
                                live: boolean;
                                url: string | null;
                                /** @enum {string|null} */
                                source: "store" | "artist" | "staff" | null;
                                hidden: boolean;
                                shown: boolean;
                            }[];
                            fans: {
                                confirmed: number;
                                pending: number;
                                notified: number;
                                shared: {
                                    email: string;
                                    confirmedAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Turn a release's smart link on or off, order and hide its store buttons (the owner, staff and admins; staff changes audited UPDATE_SMART_LINK) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        storeOrder?: ("spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster")[];
                        hiddenStores?: ("spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            releaseId: string;
                            slug: string;
                            url: string;
                            enabled: boolean;
                            profilePrivate: boolean;
                            preRelease: boolean;
                            releaseDate: string | null;
                            stores: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                label: string;
                                live: boolean;
                                url: string | null;
                                /** @enum {string|null} */
                                source: "store" | "artist" | "staff" | null;
                                hidden: boolean;
                                shown: boolean;
                            }[];
                            fans: {
                                confirmed: number;
                                pending: number;
                                notified: number;
                                shared: {
                                    email: string;
                                    confirmedAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/releases/{id}/smart-link/stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enter where the release is on one store's website, checked to be that store's web address (the owner, staff and admins; staff changes audited SET_STORE_LINK) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            releaseId: string;
                            slug: string;
                            url: string;
                            enabled: boolean;
                            profilePrivate: boolean;
                            preRelease: boolean;
                            releaseDate: string | null;
                            stores: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                label: string;
                                live: boolean;
                                url: string | null;
                                /** @enum {string|null} */
                                source: "store" | "artist" | "staff" | null;
                                hidden: boolean;
                                shown: boolean;
                            }[];
                            fans: {
                                confirmed: number;
                                pending: number;
                                notified: number;
                                shared: {
                                    email: string;
                                    confirmedAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove one store's link from a release's smart link (the owner, staff and admins; staff changes audited REMOVE_STORE_LINK) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            releaseId: string;
                            slug: string;
                            url: string;
                            enabled: boolean;
                            profilePrivate: boolean;
                            preRelease: boolean;
                            releaseDate: string | null;
                            stores: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                label: string;
                                live: boolean;
                                url: string | null;
                                /** @enum {string|null} */
                                source: "store" | "artist" | "staff" | null;
                                hidden: boolean;
                                shown: boolean;
                            }[];
                            fans: {
                                confirmed: number;
                                pending: number;
                                notified: number;
                                shared: {
                                    email: string;
                                    confirmedAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/releases/{id}/smart-link/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release's smart link statistics over a range of days (at most 366): visits, unique visitors, clicks per store, click-through rate, top referrers and devices, every day zero-filled (the owner, staff and admins) */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            totals: {
                                visits: number;
                                uniqueVisitors: number;
                                clicks: number;
                                clickThroughRate: number;
                            };
                            days: {
                                day: string;
                                visits: number;
                                uniqueVisitors: number;
                                clicks: number;
                            }[];
                            stores: {
                                /** @enum {string} */
                                storeId: "spotify" | "apple_music" | "youtube_music" | "amazon_music" | "deezer" | "tidal" | "pandora" | "soundcloud" | "bandcamp" | "instagram" | "tiktok" | "napster";
                                label: string;
                                clicks: number;
                            }[];
                            referrers: {
                                domain: string;
                                visits: number;
                            }[];
                            devices: {
                                /** @enum {string} */
                                device: "mobile" | "tablet" | "desktop";
                                visits: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The label's name, support email and founding year, for the public pages */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            labelName: string;
                            /** Format: email */
                            supportEmail: string;
                            foundedYear: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The visitor of the public pages: the signed-in user, or null when signed out
         * @description Answers 200 either way, unlike GET /api/me, so a signed-out visitor's browser logs no failed request.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: {
                                /** Format: uuid */
                                id: string;
                                email: string;
                                fullName: string | null;
                                artistName: string | null;
                                avatarUrl: string | null;
                                /** @enum {string} */
                                role: "artist" | "staff" | "admin";
                                emailVerified: boolean;
                                twoFactorEnabled: boolean;
                                createdAt: string;
                                /** @enum {string} */
                                standing: "active" | "suspended" | "banned" | "terms";
                                unacknowledgedWarnings: number;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/smart-links/{slug}/fans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Notify me: a fan's email for a pre-release page (public; double opt-in mail; the same answer whether or not the address was already on the list) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @default false */
                        shareWithArtist?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the smart links' clock N days past the real date and runs the release-day mail (development only, admins only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        days: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            today: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails written to the local mailbox (development only, admins only) */
        get: {
            parameters: {
                query?: {
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mails: {
                                /** Format: email */
                                to: string;
                                subject: string;
                                text: string;
                                html?: string;
                                headers?: {
                                    [key: string]: string;
                                };
                                id: string;
                                from: string;
                                sentAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string;
                                };
                                suspension?: {
                                    /** @enum {string} */
                                    standing: "active" | "suspended" | "banned" | "terms";
                                    reason: string | null;
                                    suspendedUntil: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
