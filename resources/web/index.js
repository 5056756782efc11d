// The start page: its two links in the host's language (English if the host is busy).
"use strict";

Feltboard.loadWords().catch(() => {});
