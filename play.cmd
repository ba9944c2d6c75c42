@echo off
rem Windows: starts the game (sets itself up on first run). All arguments go to beastybar.
setlocal
call "%~dp0scripts\ensure-venv.cmd" || exit /b 1
"%~dp0.venv\Scripts\beastybar.exe" %*
exit /b %ERRORLEVEL%
