@echo off
rem Windows: creates .venv beside this project (once) and installs the project into it.
rem Usage: scripts\ensure-venv.cmd [extra] [-- PROGRAM-ARGUMENTS]   e.g. "test" installs the test tools too; the
rem lines follow the program's --lang, else the language the program itself would choose (LC_ALL, LC_MESSAGES,
rem LANGUAGE, LANG, then Windows' own locale), else Czech.
setlocal
set "PY="
where py >nul 2>nul && set "PY=py -3"
if not defined PY where python >nul 2>nul && set "PY=python"
if not defined PY (
    call :missing %*
    exit /b 1
)
%PY% "%~dp0ensure_venv.py" %*
exit /b %ERRORLEVEL%

:missing
rem The one line saying Python is missing, in the program's language (cmd splits --lang=en at the "=").
set "LINES="
set "PREVIOUS="
:next_argument
if "%~1"=="" goto arguments_read
if /i "%PREVIOUS%"=="--lang" if /i "%~1"=="cs" set "LINES=cs"
if /i "%PREVIOUS%"=="--lang" if /i "%~1"=="en" set "LINES=en"
set "PREVIOUS=%~1"
shift
goto next_argument
:arguments_read
if not defined LINES call :language_of "%LC_ALL%"
if not defined LINES call :language_of "%LC_MESSAGES%"
if not defined LINES call :language_of "%LANGUAGE%"
if not defined LINES call :language_of "%LANG%"
if not defined LINES for /f "tokens=3" %%A in ('reg query "HKCU\Control Panel\International" /v LocaleName 2^>nul') do call :language_of "%%A"
if not defined LINES set "LINES=cs"
rem The Czech line is UTF-8: the console shows it in code page 65001, then gets its own page back.
set "PAGE="
for /f "tokens=2 delims=:" %%C in ('chcp') do set "PAGE=%%C"
if defined PAGE set "PAGE=%PAGE: =%"
if defined PAGE set "PAGE=%PAGE:.=%"
chcp 65001 >nul
if "%LINES%"=="cs" (
    echo chyba: je potřeba Python 3.11 nebo novější: winget install Python.Python.3.12 ^(nebo python.org^) 1>&2
) else (
    echo error: Python 3.11 or newer is needed: winget install Python.Python.3.12 ^(or python.org^) 1>&2
)
if defined PAGE chcp %PAGE% >nul
exit /b 0

:language_of
rem Sets LINES when the value names Czech or English ("cs_CZ.UTF-8", "en-GB", "cs-CZ").
set "VALUE=%~1"
if not defined VALUE exit /b 0
if /i "%VALUE:~0,2%"=="cs" set "LINES=cs"
if /i "%VALUE:~0,2%"=="en" set "LINES=en"
exit /b 0
